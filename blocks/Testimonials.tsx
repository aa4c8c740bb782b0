/**
 * Customer reviews: the quote, the customer's name and town or role, and the star rating, with an optional button
 * below (usually to the contact page).
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink } from './ui/ButtonLink';
import { cardStyles } from './ui/card';
import { Section } from './ui/Section';
import { Stars } from './ui/Stars';
import { mq } from './ui/media';
import { cardGrid } from './ui/cardGrid';

/** What screen readers say for a review's stars when the YAML gives no words of its own (`labels.stars`). */
const DEFAULT_STARS_LABEL = '{stars} out of 5 stars';

export function Testimonials({ block }: BlockProps<'testimonials'>) {
  const columns = Math.min(block.items.length, 3);
  const starsLabel = block.labels?.stars ?? DEFAULT_STARS_LABEL;
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={[cardGrid({ md: Math.min(columns, 2), lg: columns }), (theme) => gridStyles(theme, columns)]}>
        {block.items.map((review) => (
          <li key={review.author + review.quote.slice(0, 24)} css={(theme) => [cardStyles(theme), { padding: 28 }]}>
            <figure css={figureStyles}>
              <Stars value={review.stars} label={(count) => starsLabel.replaceAll('{stars}', String(count))} />
              <svg viewBox="0 0 24 24" width={36} height={36} aria-hidden="true" css={quoteMarkStyles}>
                <path d="M10 5.5C6.7 6.8 4.5 9.6 4.5 13.4V18.5h6v-6H7.6c.3-2.2 1.5-3.8 3.5-4.8zM20 5.5c-3.3 1.3-5.5 4.1-5.5 7.9V18.5h6v-6h-2.9c.3-2.2 1.5-3.8 3.5-4.8z" />
              </svg>
              <blockquote css={quoteStyles}>
                <p css={{ margin: 0 }}>{review.quote}</p>
              </blockquote>
              <figcaption css={authorStyles}>
                <cite css={{ fontStyle: 'normal', fontWeight: 700, display: 'block' }}>{review.author}</cite>
                <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: '0.9375rem' })}>
                  {review.location}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {block.link && (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: 48 }}>
          <ButtonLink
            href={block.link.href}
            variant={block.link.variant ?? 'primary'}
            onDark={block.surface === 'dark'}
          >
            {block.link.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}

const gridStyles = (theme: Theme, columns: number): CSSObject => ({
  margin: '0 auto',
  // Two reviews stay card-sized in the middle instead of stretching across the page.
  maxWidth: columns < 3 ? columns * 400 + (columns - 1) * 24 : undefined,
  [mq(theme).md]: {
    // Three reviews on two columns: the third spans both rather than leaving a hole.
    '& > li:last-child:nth-of-type(odd)': { gridColumn: columns > 2 ? '1 / -1' : undefined },
  },
  [mq(theme).lg]: {
    '& > li:last-child:nth-of-type(odd)': { gridColumn: 'auto' },
  },
});

const figureStyles: CSSObject = { margin: 0, display: 'flex', flexDirection: 'column', height: '100%' };

const quoteStyles = (theme: Theme): CSSObject => ({
  flex: 1,
  margin: '8px 0 24px',
  fontSize: '1.0625rem',
  lineHeight: 1.65,
  color: theme.colors.text,
});

// A large opening quote mark in the accent, as decoration only.
const quoteMarkStyles = (theme: Theme): CSSObject => ({ marginTop: 20, fill: theme.colors.accent });

const authorStyles = (theme: Theme): CSSObject => ({
  paddingTop: 16,
  borderTop: `1px solid ${theme.colors.border}`,
});
