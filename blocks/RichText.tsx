/**
 * Long text in sections, such as the privacy policy: the heading, the effective date, an introduction, a table of
 * contents linking to each section, and the sections themselves at a readable line length.
 */
import { useId } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import type { Section1 as TextSection } from '../src/content/page.types.generated';
import { fontSize } from './ui/GlobalStyles';
import { mq } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { drawnNearScreenStyles, Section, SectionHeading } from './ui/Section';

/** Below this many sections a table of contents is more clutter than help. */
const MIN_SECTIONS_FOR_CONTENTS = 3;

/** The block's words when the YAML gives none of its own (`labels`). */
const defaultLabels = { effective: 'Effective {date}', contents: 'On this page' };

/**
 * 2024-01-01 → "January 1, 2024" for the locale en_US (site.yaml's seo.locale), "1 janvier 2024" for fr_FR. The
 * date is read from its digits and written as UTC, never through the local clock, which would show the day before
 * anywhere west of Greenwich.
 */
export function formatIsoDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // A day that does not exist (2024-02-30) rolls over in Date.UTC: show it as written instead.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return iso;
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' });
  return format.format(date);
}

/** "Information We Collect" → "information-we-collect": the anchor a visitor can link to. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One anchor per section, unique within the block even when two headings read the same. */
function sectionAnchors(sections: TextSection[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    const base = slugify(section.heading) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

export function RichText({ block, site }: BlockProps<'richText'>) {
  const labels = { ...defaultLabels, ...block.labels };
  const headingId = useId();
  const contentsId = useId();
  const SubHeading = useItemHeading();
  const anchors = sectionAnchors(block.sections);
  const showContents = block.sections.length >= MIN_SECTIONS_FOR_CONTENTS;

  return (
    <Section id={block.id} surface={block.surface} width="narrow" labelledBy={headingId}>
      <div css={proseStyles}>
        <SectionHeading
          id={headingId}
          align="start"
          intro={
            block.effectiveDate
              ? labels.effective.replaceAll('{date}', formatIsoDate(block.effectiveDate, site.seo.locale))
              : undefined
          }
        >
          {block.heading}
        </SectionHeading>

        {block.intro && <p css={{ fontSize: fontSize.lead, margin: '0 0 32px' }}>{block.intro}</p>}

        {showContents && (
          <nav aria-labelledby={contentsId} css={contentsStyles}>
            <p id={contentsId} css={contentsHeadingStyles}>
              {labels.contents}
            </p>
            <ol css={contentsListStyles}>
              {block.sections.map((section, index) => (
                <li key={anchors[index]}>
                  <a href={`#${anchors[index]}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        {block.sections.map((section, index) => (
          <section key={anchors[index]} aria-labelledby={anchors[index]} css={textSectionStyles}>
            <SubHeading id={anchors[index]} css={{ fontSize: fontSize.h3, margin: '0 0 12px' }}>
              {section.heading}
            </SubHeading>
            {section.paragraphs?.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            {section.list && (
              <ul css={listStyles}>
                {section.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

const proseStyles: CSSObject = { maxWidth: '70ch', marginInline: 'auto', fontSize: '1.0625rem', lineHeight: 1.75 };

const contentsStyles = (theme: Theme): CSSObject => ({
  margin: '0 0 48px',
  padding: '20px 24px',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: 'color-mix(in srgb, var(--surface-text) 3%, transparent)',
});

const contentsHeadingStyles: CSSObject = {
  margin: '0 0 8px',
  fontSize: fontSize.small,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'var(--surface-muted)',
};

const contentsListStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  paddingLeft: '1.5em',
  [mq(theme).sm]: { columns: 2, columnGap: 32 },
  '& li': { breakInside: 'avoid' },
  '& a': {
    display: 'inline-block',
    // Tall enough to tap comfortably on a phone.
    paddingBlock: 10,
    lineHeight: 1.4,
    color: 'var(--surface-accent)',
    fontWeight: 550,
  },
  [mq(theme).md]: { '& a': { paddingBlock: 4 } },
});

// A legal page is one long band: each of its sections, too, is laid out only when it comes near the screen.
const textSectionStyles: CSSObject = { '& + &': { marginTop: 40 }, ...drawnNearScreenStyles(360) };

const listStyles: CSSObject = { margin: '0 0 1em', '& li + li': { marginTop: 6 } };
