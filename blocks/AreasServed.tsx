/**
 * The towns the company works in: one card per named group (side by side from the md width, stacked on phones),
 * each with its towns as a tidy list marked with map pins.
 */
import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { cardStyles } from './ui/card';
import { fontSize } from './ui/GlobalStyles';
import { Icon } from './ui/Icon';
import { useItemHeading } from './ui/pageContext';
import { Section } from './ui/Section';
import { bareList, cardGrid } from './ui/cardGrid';

export function AreasServed({ block }: BlockProps<'areasServed'>) {
  const GroupHeading = useItemHeading();
  const columns = Math.min(block.groups.length, 3);

  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={cardGrid({ md: columns })}>
        {block.groups.map((group) => (
          <li key={group.name} css={(theme) => [cardStyles(theme), { padding: 'clamp(24px, 3vw, 32px)' }]}>
            <GroupHeading css={{ fontSize: fontSize.h4, margin: '0 0 20px' }}>{group.name}</GroupHeading>
            <ul css={[bareList, placeListStyles]}>
              {group.places.map((place, index) => (
                <li key={index} css={placeStyles}>
                  <Icon name="map-pin" size={20} css={(theme) => ({ flexShrink: 0, color: theme.colors.accent })} />
                  <span>{place}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const placeListStyles: CSSObject = {
  display: 'grid',
  // As many columns as fit: two in a wide card or on a phone, one in a narrow card.
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '12px 16px',
};

const placeStyles: CSSObject = { display: 'flex', alignItems: 'center', gap: 10, lineHeight: 1.4 };
