/**
 * The services grid. Each card links to its page. A card may offer a few more links of its own (the parts of the
 * service, from the YAML): on hover or keyboard focus they cover the picture; where nothing hovers (touch screens)
 * and on phones they show as badges all the time.
 *
 * The title link is stretched over the card with ::after and the card's other links are its siblings above it, so
 * no link sits inside another.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { SmartLink } from './ui/ButtonLink';
import { cardLift, cardStyles } from './ui/card';
import { Icon } from './ui/Icon';
import { coverStyles, Picture } from './ui/Picture';
import { Section } from './ui/Section';
import { mq, reducedMotion } from './ui/media';
import { centredCardRows } from './ui/cardGrid';

const GAP = 24;

/** Wide screens that can hover: only there does the split wait for the pointer. */
const hoverSplit = (theme: Theme) => `@media (hover: hover) and (min-width: ${theme.breakpoints.sm}px)`;

export function ServiceCards({ block }: BlockProps<'serviceCards'>) {
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={gridStyles}>
        {block.cards.map((card) => (
          <li key={card.href} css={(theme) => [cardStyles(theme), cardLift, cardItemStyles(theme)]}>
            <div css={mediaStyles}>
              <Picture
                image={card.image}
                sizes="(min-width: 1024px) 282px, (min-width: 640px) 50vw, 112px"
                css={coverStyles}
              />
            </div>
            <div css={bodyStyles}>
              <h3 css={{ margin: 0, fontSize: '1.25rem' }}>
                <SmartLink href={card.href} css={titleLinkStyles}>
                  {card.title}
                </SmartLink>
              </h3>
              {card.subtitle && (
                <p css={(theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: '0.9375rem' })}>
                  {card.subtitle}
                </p>
              )}
            </div>
            {card.links && (
              <div className="split" css={splitStyles}>
                {card.links.map((link) => (
                  // The words alone ("Homes") would not say which service: the card's title follows them.
                  <SmartLink
                    key={link.href}
                    href={link.href}
                    aria-label={`${link.label} ${card.title}`}
                    css={splitLinkStyles}
                  >
                    {link.icon && <Icon name={link.icon} size={20} />}
                    {link.label}
                  </SmartLink>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

// A short last row is centred: 7 cards read as 4 + 3 on wide screens.
const gridStyles = centredCardRows({ sm: 2, lg: 4 }, GAP);

// Phones: a compact card (small picture beside the title, its other links below), so seven services do not take
// seven screens. From sm: picture on top, full width.
const cardItemStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: '112px 1fr',
  gridTemplateAreas: '"media body" "split split"',
  alignItems: 'center',
  [mq(theme).sm]: { display: 'flex', alignItems: 'stretch' },
  [hoverSplit(theme)]: {
    '&:hover .split, &:focus-within .split': { opacity: 1, transform: 'none', pointerEvents: 'auto' },
  },
});

const mediaStyles = (theme: Theme): CSSObject => ({
  gridArea: 'media',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  backgroundColor: '#e8e2d9',
  margin: '16px 0 0 16px',
  borderRadius: theme.radius - 4,
  [mq(theme).sm]: { margin: 0, borderRadius: 0 },
});

const bodyStyles = (theme: Theme): CSSObject => ({
  gridArea: 'body',
  padding: '16px 16px 0',
  [mq(theme).sm]: { padding: '20px 20px 8px' },
});

const titleLinkStyles = (theme: Theme): CSSObject => ({
  color: theme.colors.text,
  textDecoration: 'none',
  // The whole card is the link's target; the card's other links sit above this layer.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: theme.radius },
  '&:hover': { color: theme.colors.text },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

const splitStyles = (theme: Theme): CSSObject => ({
  gridArea: 'split',
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  gap: 8,
  padding: 16,
  [mq(theme).sm]: { padding: '8px 20px 20px' },
  [hoverSplit(theme)]: {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    aspectRatio: '4 / 3',
    gap: 0,
    padding: 0,
    opacity: 0,
    transform: 'translateY(8px)',
    pointerEvents: 'none',
    transition: 'opacity 150ms ease-out, transform 150ms ease-out',
    [reducedMotion]: { transform: 'none', transition: 'none' },
  },
});

const splitLinkStyles = (theme: Theme): CSSObject => ({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: theme.colors.surfaceAlt,
  color: theme.colors.navy,
  fontSize: '0.9375rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.colors.navy, borderColor: theme.colors.navy, color: '#ffffff' },
  [hoverSplit(theme)]: {
    flexDirection: 'column',
    gap: 8,
    borderRadius: 0,
    border: 'none',
    // Opaque enough that white text keeps 4.5:1 over any picture.
    backgroundColor: 'rgba(15, 28, 46, 0.9)',
    color: '#ffffff',
    fontSize: '1.0625rem',
    '& + &': { borderLeft: '1px solid rgba(255, 255, 255, 0.3)' },
    '& svg': { width: 28, height: 28 },
    '&:hover': { backgroundColor: theme.colors.accent, color: '#ffffff' },
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: -6 },
  },
});
