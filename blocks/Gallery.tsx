/**
 * The picture gallery: a grid of pictures whose title and category appear on hover and keyboard focus, and always
 * on touch screens. Each tile is a figure named by its caption, so a screen reader hears both. A tile without a
 * link takes the keyboard focus itself; in a tile with one (`href`, or an entry of a collection) the picture is the
 * link, named by the same caption, so there is one tab stop per tile either way.
 */
import { useId } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { coverStyles, Picture } from './ui/Picture';
import { SmartLink } from './ui/ButtonLink';
import { Section } from './ui/Section';
import { hoverHover, reducedMotion } from './ui/media';
import { cardGrid } from './ui/cardGrid';

export function Gallery({ block }: BlockProps<'gallery'>) {
  const baseId = useId();
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={gridStyles}>
        {(block.items ?? []).map((item) => {
          const captionId = `${baseId}-${item.id}`;
          const picture = (
            <Picture
              image={item.image}
              sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
              css={coverStyles}
            />
          );
          return (
            <li key={item.id}>
              {/* Keyboard focus shows the caption, as hover does: on the tile, or on its link when it has one. */}
              <figure id={item.id} tabIndex={item.href ? undefined : 0} aria-labelledby={captionId} css={tileStyles}>
                {item.href ? (
                  <SmartLink href={item.href} aria-labelledby={captionId} css={tileLinkStyles}>
                    {picture}
                  </SmartLink>
                ) : (
                  picture
                )}
                {/* Over a link, the caption lets the pointer through to it. */}
                <figcaption
                  id={captionId}
                  className="caption"
                  css={[captionStyles, item.href ? { pointerEvents: 'none' } : {}]}
                >
                  {item.category && <span css={categoryLabelStyles}>{item.category}</span>}
                  <span css={titleStyles}>{item.title}</span>
                  {item.location && (
                    <span css={{ display: 'block', fontSize: '0.875rem', color: '#cbd5e1' }}>{item.location}</span>
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const gridStyles = cardGrid({ sm: 2, lg: 3 });

const tileStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  margin: 0,
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: theme.radius,
  backgroundColor: '#e8e2d9',
  boxShadow: '0 1px 2px rgba(15, 28, 46, 0.06), 0 4px 16px rgba(15, 28, 46, 0.08)',
  '& img': { transition: 'transform 300ms ease-out' },
  [hoverHover]: {
    '&:hover img': { transform: 'scale(1.04)' },
    '&:hover .caption': { opacity: 1, transform: 'none' },
  },
  '&:focus-within .caption': { opacity: 1, transform: 'none' },
  '&:focus-visible': { outlineOffset: 3 },
  [reducedMotion]: { '&:hover img': { transform: 'none' } },
});

// Hidden until hover or focus where a pointer can hover; always shown on touch screens. The navy panel is opaque
// enough for white text at 4.5:1 over any picture.
// The link fills the tile; its focus ring is drawn inside the tile's rounded corners, in white around the focus
// colour so it shows on any picture.
const tileLinkStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '100%',
  height: '100%',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -6 },
  '&:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: theme.radius,
    boxShadow: 'inset 0 0 0 3px #ffffff',
  },
});

const captionStyles: CSSObject = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '16px 20px 18px',
  color: '#ffffff',
  background: 'rgba(15, 28, 46, 0.9)',
  [hoverHover]: {
    opacity: 0,
    transform: 'translateY(8px)',
    transition: 'opacity 150ms ease-out, transform 150ms ease-out',
  },
  [reducedMotion]: { transform: 'none', transition: 'none' },
};

const categoryLabelStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  marginBottom: 2,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.colors.accentOnDark,
});

const titleStyles: CSSObject = { display: 'block', fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.3 };
