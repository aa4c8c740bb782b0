/**
 * Short points with a title, a sentence and an icon. `cards` (the default) draws a grid of benefit cards, one to
 * three columns by screen width; `list` draws a compact two-column list with check marks, for service lists.
 */
import type { BlockProps } from '../src/content/model';
import type { Point } from '../src/content/page.types.generated';
import { cardLift, cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';
import { CheckMark, IconBadge } from './ui/badges';

export function Features({ block }: BlockProps<'features'>) {
  const { variant = 'cards' } = block;
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      {variant === 'list' ? <PointList items={block.items} /> : <PointCards items={block.items} />}
    </Section>
  );
}

/** Four cards sit better as 2 × 2 than as 3 + 1. */
function wideColumns(count: number): number {
  return count === 4 ? 2 : Math.min(count, 3);
}

function PointCards({ items }: { items: Point[] }) {
  const ItemHeading = useItemHeading();
  return (
    <ul css={cardGrid({ sm: Math.min(items.length, 2), lg: wideColumns(items.length) })}>
      {items.map((item) => (
        <li
          key={item.title}
          css={(theme) => [cardStyles(theme), cardLift, { padding: 'clamp(24px, 3vw, 32px)', gap: 16 }]}
        >
          <IconBadge name={item.icon ?? 'check'} />
          <ItemHeading css={{ fontSize: fontSize.h4, margin: 0 }}>{item.title}</ItemHeading>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

function PointList({ items }: { items: Point[] }) {
  const ItemHeading = useItemHeading();
  return (
    <ul css={cardGrid({ md: Math.min(items.length, 2) }, '24px 48px')}>
      {items.map((item) => (
        <li key={item.title} css={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <CheckMark />
          <div>
            <ItemHeading css={{ fontSize: fontSize.lead, margin: '4px 0 4px', color: 'var(--surface-text)' }}>
              {item.title}
            </ItemHeading>
            <p css={{ margin: 0, color: 'var(--surface-muted)' }}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
