/**
 * Key figures: big values with their labels (18+ Years Experience, 24/7 Emergency Service…), two per row on phones
 * and all in one row on wide screens. The value comes first in the markup too, so it reads as "18+ Years Experience".
 */
import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';

export function Stats({ block }: BlockProps<'stats'>) {
  const columns = Math.min(block.items.length, 4);
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={cardGrid({ base: columns > 1 ? 2 : 1, lg: columns }, '40px 24px')}>
        {block.items.map((item) => (
          <li key={item.label} css={{ textAlign: 'center' }}>
            <p css={valueStyles}>
              {/* Inside the figure's line box, so a word lines up with the numbers beside it. */}
              {item.value.length > 5 ? <span css={wordValueStyles}>{item.value}</span> : item.value}
            </p>
            <p css={labelStyles}>{item.label}</p>
            {item.text && <p css={textStyles}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const valueStyles: CSSObject = {
  margin: '0 0 8px',
  fontSize: 'clamp(2.5rem, 1.9rem + 2.4vw, 3.75rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  // Accent on white 5.3:1, on the alternate surface 4.8:1, the lighter accent on navy 6.9:1.
  color: 'var(--surface-accent)',
};

// A word such as "Master Elite" instead of a figure: smaller, so it stays on one line like its neighbours.
const wordValueStyles: CSSObject = {
  fontSize: '0.66em',
  letterSpacing: '-0.02em',
};

const labelStyles: CSSObject = { margin: 0, fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.35 };

const textStyles: CSSObject = {
  margin: '8px auto 0',
  maxWidth: 280,
  fontSize: '0.9375rem',
  color: 'var(--surface-muted)',
};
