/**
 * A row of logos (brands carried, associations, clients), centred and wrapping onto more rows on narrow screens.
 * Each logo is a picture named by its alt text; a logo with a link is that link, so the link's name is the
 * brand's. Logos keep their own colours: a grey filter would leave some below the contrast a logo needs to be
 * recognised.
 *
 * An SVG logo is drawn as it is (sharp at any size, a few kilobytes); any other picture goes through the image
 * pipeline like every photo.
 */
import type { CSSObject, Theme } from '@emotion/react';
import manifest from 'virtual:image-manifest';
import type { BlockProps } from '../src/content/model';
import type { Logo as LogoData } from '../src/content/page.types.generated';
import { SmartLink } from './ui/ButtonLink';
import { bareList } from './ui/cardGrid';
import { hoverHover, mq, reducedMotion } from './ui/media';
import { FALLBACK_HEIGHT, FALLBACK_WIDTH, Picture } from './ui/Picture';
import { Section } from './ui/Section';

export function Logos({ block }: BlockProps<'logos'>) {
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={[bareList, rowStyles]}>
        {block.logos.map((logo) => (
          <li key={logo.src + logo.alt} css={cellStyles}>
            {logo.href ? (
              <SmartLink href={logo.href} css={linkStyles}>
                <LogoPicture logo={logo} />
              </SmartLink>
            ) : (
              <LogoPicture logo={logo} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LogoPicture({ logo }: { logo: LogoData }) {
  const image = { src: logo.src, alt: logo.alt };
  if (!logo.src.endsWith('.svg')) return <Picture image={image} sizes="180px" css={logoStyles} />;
  const size = manifest[logo.src];
  return (
    <img
      src={logo.src}
      alt={logo.alt}
      width={size?.width ?? FALLBACK_WIDTH}
      height={size?.height ?? FALLBACK_HEIGHT}
      loading="lazy"
      decoding="async"
      css={logoStyles}
    />
  );
}

const rowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '24px 32px',
  [mq(theme).md]: { gap: '32px 56px' },
});

// Two logos side by side on a 375 px phone, up to 180 px wide on larger screens.
const cellStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: 'calc(50% - 16px)',
  maxWidth: 180,
  [mq(theme).sm]: { width: 180 },
});

const logoStyles: CSSObject = {
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: 56,
  objectFit: 'contain',
};

const linkStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 44,
  padding: 8,
  borderRadius: theme.radius,
  transition: 'background-color 150ms ease-out, transform 150ms ease-out',
  [hoverHover]: {
    '&:hover': {
      backgroundColor: 'color-mix(in srgb, var(--surface-text) 6%, transparent)',
      transform: 'translateY(-2px)',
    },
  },
  [reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
});
