/**
 * Cards for the entries of a collection, newest first: picture, category, title (a link to the entry's page, stretched
 * over the card), date and summary. Under them, either a link to all the entries (a "latest news" band) or, on a
 * listing split into pages, Newer and Older with the dates a page of older entries spans. The build
 * fills in `entries` and `pagination` from the collection (see schema/blocks/entryList,
 * src/content/collections/paginate.ts).
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink, SmartLink } from './ui/ButtonLink';
import { cardLift, cardStyles } from './ui/card';
import { cardGrid } from './ui/cardGrid';
import { EntryDate, formatEntryDate } from './ui/entryDate';
import { Icon } from './ui/Icon';
import { reducedMotion } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { coverStyles, Picture } from './ui/Picture';
import { Section } from './ui/Section';

type Pagination = NonNullable<BlockProps<'entryList'>['block']['pagination']>;

export function EntryList({ block }: BlockProps<'entryList'>) {
  const CardHeading = useItemHeading();
  const entries = block.entries ?? [];
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      {entries.length > 0 && (
        <ul css={gridStyles}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <article css={(theme) => [cardStyles(theme), cardLift, { height: '100%' }]}>
                {entry.image && (
                  <div css={mediaStyles}>
                    <Picture
                      image={entry.image}
                      sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                      css={coverStyles}
                    />
                  </div>
                )}
                <div css={bodyStyles}>
                  {entry.category && <p css={categoryStyles}>{entry.category}</p>}
                  <CardHeading css={{ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 }}>
                    <SmartLink href={entry.href} css={titleLinkStyles}>
                      {entry.title}
                    </SmartLink>
                  </CardHeading>
                  <EntryDate date={entry.date} css={dateStyles} />
                  <p css={(theme) => ({ margin: '12px 0 0', color: theme.colors.textMuted })}>{entry.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {block.more && (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: 40 }}>
          <ButtonLink href={block.more.href} variant="secondary" onDark={block.surface === 'dark'} icon="arrow-right">
            {block.more.label}
          </ButtonLink>
        </div>
      )}
      {block.pagination && (block.pagination.previous || block.pagination.next) && (
        <PageLinks pagination={block.pagination} />
      )}
    </Section>
  );
}

/**
 * Newer, the dates this page spans, Older (rel prev and next: a listing is read newest first); the first page has no
 * Newer and the oldest no Older. No page counts the pages: that count changes as entries are added, and a page of older entries
 * stays as it is (paginate.ts).
 */
function PageLinks({ pagination }: { pagination: Pagination }) {
  const { previous, next, from, to } = pagination;
  return (
    <nav aria-label="Pages" css={pagesStyles}>
      {previous ? (
        <SmartLink href={previous} rel="prev" css={pageLinkStyles}>
          <Icon name="chevron-left" size={20} />
          Newer
        </SmartLink>
      ) : (
        <span />
      )}
      {from && to ? (
        <span aria-current="page" css={{ textAlign: 'center', fontWeight: 600 }}>
          {from === to ? formatEntryDate(to) : `${formatEntryDate(from)} – ${formatEntryDate(to)}`}
        </span>
      ) : (
        <span />
      )}
      {next ? (
        <SmartLink href={next} rel="next" css={[pageLinkStyles, { justifySelf: 'end' }]}>
          Older
          <Icon name="chevron-right" size={20} />
        </SmartLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

// 1 column on phones, 2 from sm (tablets), 3 from lg.
const gridStyles = cardGrid({ sm: 2, lg: 3 });

const mediaStyles: CSSObject = { aspectRatio: '16 / 10', overflow: 'hidden', backgroundColor: '#e8e2d9' };

const bodyStyles: CSSObject = { display: 'flex', flexDirection: 'column', padding: '20px 20px 24px' };

const categoryStyles = (theme: Theme): CSSObject => ({
  order: -1,
  margin: '0 0 8px',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.colors.accent,
});

// The whole card is the link's target: its ::after covers the card, which cardStyles positions.
const titleLinkStyles = (theme: Theme): CSSObject => ({
  color: theme.colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radius },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

const dateStyles = (theme: Theme): CSSObject => ({
  marginTop: 8,
  fontSize: '0.9375rem',
  color: theme.colors.textMuted,
});

const pagesStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: 8,
  marginTop: 48,
  color: 'var(--surface-text)',
};

const pageLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: 6,
  minHeight: 48,
  padding: '0 14px',
  borderRadius: 999,
  border: '2px solid var(--surface-text)',
  color: 'var(--surface-text)',
  fontWeight: 600,
  textDecoration: 'none',
  transition: 'background-color 150ms ease-out, color 150ms ease-out',
  '&:hover': { backgroundColor: 'var(--surface-text)', color: 'var(--surface-bg)' },
  '& svg': { flexShrink: 0 },
  [reducedMotion]: { transition: 'none' },
};
