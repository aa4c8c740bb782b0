/**
 * Prices a visitor can scan: one list, or named groups side by side on wide screens. Each item is a list item that
 * reads in order (name, price, unit, description), so a screen reader says "Haircut and style, $45, Includes wash
 * and blow-dry." On wide screens the prices line up in a column on the right, joined to their names by a dotted
 * leader; on phones each price sits under its name.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import type { PricedItem } from '../src/content/page.types.generated';
import { cardStyles } from './ui/card';
import { bareList, cardGrid } from './ui/cardGrid';
import { fontSize } from './ui/GlobalStyles';
import { mq } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';

export function PriceList({ block }: BlockProps<'priceList'>) {
  // A list without a name (items) comes first, then the named groups.
  const groups: PriceGroupData[] = [...(block.items ? [{ items: block.items }] : []), ...(block.groups ?? [])];
  const twoColumns = groups.length > 1;
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <div
        css={[
          cardGrid({ lg: twoColumns ? 2 : 1 }, 'clamp(24px, 3vw, 32px)'),
          { maxWidth: twoColumns ? undefined : 760, marginInline: 'auto' },
        ]}
      >
        {groups.map((group, index) => (
          <PriceGroup key={group.name ?? index} group={group} />
        ))}
      </div>
      {block.note && <p css={noteStyles}>{block.note}</p>}
    </Section>
  );
}

interface PriceGroupData {
  name?: string;
  items: PricedItem[];
}

function PriceGroup({ group: { name, items } }: { group: PriceGroupData }) {
  const GroupHeading = useItemHeading();
  return (
    <div css={(theme) => [cardStyles(theme), groupStyles]}>
      {name && <GroupHeading css={groupHeadingStyles}>{name}</GroupHeading>}
      <ul css={bareList}>
        {items.map((item) => (
          <li key={item.name + item.price} css={itemStyles}>
            {/* The spaces between the grid's items are not drawn but keep the words apart for screen readers. */}
            <span css={nameStyles}>{item.name}</span> <span aria-hidden="true" css={leaderStyles} />
            <span css={priceStyles}>
              {item.price}
              {item.unit && <span css={unitStyles}> {item.unit}</span>}
            </span>{' '}
            {item.description && <span css={descriptionStyles}>{item.description}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

const groupStyles: CSSObject = { padding: 'clamp(20px, 3vw, 32px)' };

const groupHeadingStyles: CSSObject = { margin: '0 0 16px', fontSize: fontSize.h4 };

// Phones: the name, then the price under it, then the description. From sm: name · · · price on one line, the
// prices in a column of their own.
const itemStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"name" "price" "description"',
  rowGap: 2,
  paddingBlock: 14,
  borderBottom: `1px solid ${theme.colors.border}`,
  '&:first-child': { paddingTop: 0 },
  '&:last-child': { borderBottom: 'none', paddingBottom: 0 },
  [mq(theme).sm]: {
    gridTemplateColumns: 'auto minmax(24px, 1fr) auto',
    gridTemplateAreas: '"name leader price" "description description description"',
    columnGap: 8,
    alignItems: 'baseline',
  },
});

const nameStyles: CSSObject = { gridArea: 'name', fontWeight: 650, fontSize: fontSize.lead };

const leaderStyles = (theme: Theme): CSSObject => ({
  display: 'none',
  gridArea: 'leader',
  [mq(theme).sm]: {
    display: 'block',
    borderBottom: `2px dotted ${theme.colors.border}`,
    alignSelf: 'end',
    marginBottom: 6,
  },
});

// In the accent colour (4.5:1 or more on the white card, as the theme requires), so that on a phone, where it
// sits under the name, the price stands apart from it.
const priceStyles = (theme: Theme): CSSObject => ({
  gridArea: 'price',
  fontWeight: 700,
  fontSize: fontSize.lead,
  color: theme.colors.accent,
  fontVariantNumeric: 'tabular-nums',
  [mq(theme).sm]: { textAlign: 'end', whiteSpace: 'nowrap' },
});

const unitStyles = (theme: Theme): CSSObject => ({
  fontWeight: 400,
  fontSize: fontSize.small,
  color: theme.colors.textMuted,
});

const descriptionStyles = (theme: Theme): CSSObject => ({
  gridArea: 'description',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  [mq(theme).sm]: { maxWidth: '75%' },
});

const noteStyles: CSSObject = {
  margin: '24px auto 0',
  maxWidth: 760,
  textAlign: 'center',
  fontSize: fontSize.small,
  color: 'var(--surface-muted)',
};
