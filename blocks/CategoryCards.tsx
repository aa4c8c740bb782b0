/**
 * Large cards that lead on to more pages (one per kind of customer on a service page, say): a 4:3 picture, a title,
 * a sentence and a Learn More link. The link is stretched over the card, so the whole card is one click target
 * without nesting links, and its accessible name says where it goes ("Learn More about Home Cleaning").
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import type { Card } from '../src/content/page.types.generated';
import { SmartLink } from './ui/ButtonLink';
import { cardLift, cardStyles } from './ui/card';
import { Icon } from './ui/Icon';
import { hoverHover, reducedMotion } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { coverStyles, Picture } from './ui/Picture';
import { Section } from './ui/Section';
import { cardGrid } from './ui/cardGrid';

const DEFAULT_LINK_LABEL = 'Learn More';

/** Two cards side by side is the design; three or five and more fill a row of three on large screens. */
function columnsFor(count: number) {
  return {
    md: Math.min(count, 2),
    lg: count === 3 || count >= 5 ? 3 : Math.min(count, 2),
  };
}

export function CategoryCards({ block }: BlockProps<'categoryCards'>) {
  const columns = columnsFor(block.cards.length);
  const sizes =
    columns.lg > 2 ? '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 600px, 100vw';
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul
        css={[
          cardGrid(columns, 'clamp(24px, 3vw, 32px)'),
          // A single card would stretch to 1200 px: keep it at a card's size.
          { maxWidth: block.cards.length === 1 ? 640 : undefined, marginInline: 'auto' },
        ]}
      >
        {block.cards.map((card) => (
          <CategoryCard key={card.href} card={card} sizes={sizes} />
        ))}
      </ul>
    </Section>
  );
}

function CategoryCard({ card, sizes }: { card: Card; sizes: string }) {
  const CardHeading = useItemHeading();
  return (
    <li css={(theme) => [cardStyles(theme), cardLift]}>
      <div css={{ aspectRatio: '4 / 3', overflow: 'hidden' }}>
        <Picture image={card.image} sizes={sizes} css={[coverStyles, pictureZoomStyles]} />
      </div>
      <div css={cardBodyStyles}>
        <CardHeading css={{ margin: 0 }}>{card.title}</CardHeading>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '1.0625rem' })}>{card.text}</p>
        <SmartLink href={card.href} css={stretchedLinkStyles}>
          <span>{card.linkLabel ?? DEFAULT_LINK_LABEL}</span>
          <span className="visually-hidden"> about {card.title}</span>
          <Icon name="arrow-right" size={20} css={{ transition: 'transform 150ms ease-out' }} />
        </SmartLink>
      </div>
    </li>
  );
}

const pictureZoomStyles: CSSObject = {
  transition: 'transform 300ms ease-out',
  // A slow, slight zoom with the lift; under reduced motion the picture stays still.
  [hoverHover]: { 'li:hover &': { transform: 'scale(1.03)' } },
  [reducedMotion]: { transition: 'none', 'li:hover &': { transform: 'none' } },
};

const cardBodyStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  flexGrow: 1,
  gap: 12,
  padding: 'clamp(24px, 3vw, 32px)',
};

/**
 * The link's ::after covers the whole card (the card is the positioned ancestor), so a click anywhere on it
 * follows the link. The focus ring is drawn on that overlay, inside the card's edge, so the clipped card shows it.
 */
const stretchedLinkStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  marginTop: 'auto',
  paddingTop: 4,
  fontWeight: 700,
  color: theme.colors.accent,
  textDecoration: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: theme.radius,
  },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: -4,
  },
  [hoverHover]: {
    'li:hover &': { color: theme.colors.accentHover, textDecoration: 'underline' },
    'li:hover & svg': { transform: 'translateX(4px)' },
  },
  [reducedMotion]: { 'li:hover & svg': { transform: 'none' } },
});
