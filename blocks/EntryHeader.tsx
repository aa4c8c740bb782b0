/**
 * The top of an entry's page: its category, its title as the section heading (the page's h1, as the template's
 * first block), its date, its summary as a lead, its facts, its tags, then its main picture large and its other
 * photos in a grid. Everything comes from the entry; the build fills in `entry` (see schema/blocks/entryHeader),
 * so a header without one, as in the block catalogue, has nothing to show.
 */
import { useId } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { SmartLink } from './ui/ButtonLink';
import { bareList, cardGrid } from './ui/cardGrid';
import { EntryDate } from './ui/entryDate';
import { mq } from './ui/media';
import { useSectionHeading } from './ui/pageContext';
import { coverStyles, Picture } from './ui/Picture';
import { Section } from './ui/Section';

export function EntryHeader({ block }: BlockProps<'entryHeader'>) {
  const headingId = useId();
  const Heading = useSectionHeading();
  const { entry } = block;
  if (!entry) return null;
  const { category, categoryHref, tags = [], facts, photos = [] } = entry;
  return (
    <Section id={block.id} surface={block.surface} labelledBy={headingId}>
      <header css={introStyles}>
        {category && (
          <p css={categoryStyles}>{categoryHref ? <SmartLink href={categoryHref}>{category}</SmartLink> : category}</p>
        )}
        <Heading id={headingId} css={titleStyles}>
          {entry.title}
        </Heading>
        <p css={(theme) => ({ margin: '16px 0 0', color: theme.colors.textMuted })}>
          <EntryDate date={entry.date} />
        </p>
        <p css={leadStyles}>{entry.summary}</p>
        {facts.length > 0 && (
          <dl css={factsStyles}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* A list takes no name of its own (html-validate, ARIA in HTML): words read out only say what follows. */}
        {tags.length > 0 && <p className="visually-hidden">Tags</p>}
        {tags.length > 0 && (
          <ul css={[bareList, tagListStyles]}>
            {tags.map((tag) => (
              <li key={tag.label}>
                {tag.href ? (
                  <SmartLink href={tag.href} css={tagStyles}>
                    {tag.label}
                  </SmartLink>
                ) : (
                  <span css={tagStyles}>{tag.label}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </header>
      {entry.image && (
        <div css={mainPictureStyles}>
          <Picture image={entry.image} priority sizes="(min-width: 1264px) 1200px, 100vw" css={coverStyles} />
        </div>
      )}
      {photos.length > 0 && <p className="visually-hidden">Photos</p>}
      {photos.length > 0 && (
        <ul css={[photoGridStyles, { marginTop: 24 }]}>
          {photos.map((photo) => (
            <li key={photo.src} css={photoStyles}>
              <Picture
                image={photo}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                css={coverStyles}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const introStyles: CSSObject = { maxWidth: 760, marginBottom: 'clamp(32px, 4vw, 48px)' };

const categoryStyles = (theme: Theme): CSSObject => ({
  margin: '0 0 12px',
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--surface-accent)',
  '& a': { color: 'inherit', textUnderlineOffset: 4 },
  '& a:hover': { color: theme.colors.accentHover },
});

const titleStyles: CSSObject = {
  margin: 0,
  color: 'var(--surface-text)',
  fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)',
  lineHeight: 1.15,
  textWrap: 'balance',
};

const leadStyles: CSSObject = {
  margin: '20px 0 0',
  fontSize: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)',
  lineHeight: 1.6,
  color: 'var(--surface-text)',
};

// The facts side by side, each a small label over its value, wrapping on phones.
const factsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px 40px',
  margin: '28px 0 0',
  paddingTop: 20,
  borderTop: `1px solid ${theme.colors.border}`,
  '& dt': {
    fontSize: '0.8125rem',
    fontWeight: 600,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: 'var(--surface-muted)',
  },
  '& dd': { margin: '4px 0 0', fontWeight: 600, color: 'var(--surface-text)' },
});

const tagListStyles: CSSObject = { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 24 };

// Tags are small, but at least 44 px tall where they are links a finger aims at.
const tagStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '4px 14px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: theme.colors.surfaceAlt,
  color: theme.colors.text,
  fontSize: '0.875rem',
  textDecoration: 'none',
  'a&': { minHeight: 44 },
  'a&:hover': { borderColor: theme.colors.navy, backgroundColor: theme.colors.navy, color: '#ffffff' },
});

const mainPictureStyles = (theme: Theme): CSSObject => ({
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: theme.radius,
  backgroundColor: '#e8e2d9',
  [mq(theme).lg]: { aspectRatio: '2 / 1' },
});

const photoGridStyles = cardGrid({ sm: 2, lg: 3 });

const photoStyles = (theme: Theme): CSSObject => ({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: theme.radius,
  backgroundColor: '#e8e2d9',
});
