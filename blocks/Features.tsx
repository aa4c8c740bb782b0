/**
 * Short points with a title, a sentence and an icon. `cards` (the default) draws a grid of benefit cards, one to
 * three columns by screen width; `list` draws a compact two-column list with check marks, for service lists.
 */
import type { BlockProps } from '../src/content/model';
import type { Point } from '../src/content/page.types.generated';
import { fontSize } from './ui/GlobalStyles';
import { IconCard } from './ui/IconCard';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';
import { CheckMark } from './ui/badges';

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
  return (
    <ul css={cardGrid({ sm: Math.min(items.length, 2), lg: wideColumns(items.length) })}>
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon ?? 'check'} title={item.title} text={item.text} />
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
