/**
 * How It Works: numbered steps. Phones stack them with a line running down from number to number; from md they
 * sit side by side, joined by a line through the numbers.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { Section } from './ui/Section';
import { mq } from './ui/media';

const NUMBER_SIZE = 56;

export function Steps({ block }: BlockProps<'steps'>) {
  const columns = block.steps.length;
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ol css={(theme) => listStyles(theme, columns)}>
        {block.steps.map((step, i) => (
          <li key={step.title} css={itemStyles}>
            <span aria-hidden="true" css={numberStyles}>
              {i + 1}
            </span>
            <div css={stepTextStyles}>
              <h3 css={{ margin: '0 0 8px', color: 'var(--surface-text)' }}>{step.title}</h3>
              <p css={{ margin: 0, color: 'var(--surface-muted)' }}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const listStyles = (theme: Theme, columns: number): CSSObject => ({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  display: 'grid',
  gap: 40,
  maxWidth: 640,
  [mq(theme).md]: {
    maxWidth: 'none',
    gridTemplateColumns: `repeat(${columns}, 1fr)`,
    gap: 32,
  },
});

const itemStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${NUMBER_SIZE}px 1fr`,
  gap: 20,
  // The connecting line: down to the next number on phones…
  '&:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    left: NUMBER_SIZE / 2 - 1,
    top: NUMBER_SIZE + 8,
    bottom: -32,
    width: 2,
    backgroundColor: theme.colors.border,
  },
  // …and across to it from md, where the steps sit side by side.
  [mq(theme).md]: {
    gridTemplateColumns: '1fr',
    justifyItems: 'center',
    textAlign: 'center',
    '&:not(:last-child)::after': {
      left: `calc(50% + ${NUMBER_SIZE / 2 + 12}px)`,
      right: `calc(-50% + ${NUMBER_SIZE / 2 + 12 - 32}px)`,
      top: NUMBER_SIZE / 2 - 1,
      bottom: 'auto',
      width: 'auto',
      height: 2,
    },
  },
});

// On phones the title sits level with the middle of its number.
const stepTextStyles = (theme: Theme): CSSObject => ({
  paddingTop: 12,
  [mq(theme).md]: { paddingTop: 0, maxWidth: 360 },
});

const numberStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: NUMBER_SIZE,
  height: NUMBER_SIZE,
  borderRadius: '50%',
  // White on the accent is 5.3:1.
  backgroundColor: theme.colors.accent,
  color: '#ffffff',
  fontSize: '1.5rem',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 6px var(--surface-bg)`,
});
