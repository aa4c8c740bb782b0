/**
 * Short points with a title, a sentence and an icon. `cards` (the default) draws a grid of benefit cards, one to
 * three columns by screen width; `list` draws a compact two-column list with check marks, for service lists.
 */
import type { Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import type { Point } from '../src/content/page.types.generated';
import { cardLift, cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { Icon, type IconName } from './ui/Icon';
import { mq } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';

const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

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
    <ul
      css={(theme: Theme) => ({
        ...bareList,
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [mq(theme).sm]: { gridTemplateColumns: `repeat(${Math.min(items.length, 2)}, minmax(0, 1fr))` },
        [mq(theme).lg]: { gridTemplateColumns: `repeat(${wideColumns(items.length)}, minmax(0, 1fr))` },
      })}
    >
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
    <ul
      css={(theme: Theme) => ({
        ...bareList,
        display: 'grid',
        gap: '24px 48px',
        gridTemplateColumns: 'minmax(0, 1fr)',
        [mq(theme).md]: { gridTemplateColumns: `repeat(${Math.min(items.length, 2)}, minmax(0, 1fr))` },
      })}
    >
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

/**
 * An icon in an accent-tinted circle: the mark of a benefit or promise card. Used by Commitment too; it belongs in
 * blocks/ui/ if a third block wants it.
 */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span
      css={(theme) => ({
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 56,
        height: 56,
        borderRadius: '50%',
        color: theme.colors.accent,
        backgroundColor: `color-mix(in srgb, ${theme.colors.accent} 12%, ${theme.colors.surface})`,
      })}
    >
      <Icon name={name} size={28} />
    </span>
  );
}

/**
 * A check mark in a small tinted circle, in the accent that reads on the band it sits in (copper on light,
 * the lighter copper on navy). Used by Offerings too.
 */
export function CheckMark() {
  return (
    <span
      css={{
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 32,
        height: 32,
        borderRadius: '50%',
        color: 'var(--surface-accent)',
        backgroundColor: 'color-mix(in srgb, var(--surface-accent) 14%, transparent)',
      }}
    >
      <Icon name="check" size={18} css={{ strokeWidth: 2.75 }} />
    </span>
  );
}
