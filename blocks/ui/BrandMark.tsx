/**
 * The company's logo beside its name in the header and the footer (site.yaml's company.logo): a picture of its own,
 * or one of a few built-in marks drawn in the text colour with the accent, on the 40 × 40 grid the icons use. The
 * name is always written beside it, so the logo is decoration to a screen reader (alt="", aria-hidden).
 */
import { type CSSObject, type Theme, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import manifest from 'virtual:image-manifest';
import type { Site } from '../../src/content/model';

type Logo = NonNullable<Site['company']['logo']>;
export type BuiltInMark = NonNullable<Logo['mark']>;

/** "Harbour Street Dental" → "HS": the first letters of the first two words, for the monogram. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase())
    .join('');
}

/** Each mark's lines: `body` in the text colour, `accent` in the accent that reads on the dark header. */
const markPaths: Record<Exclude<BuiltInMark, 'monogram'>, { body: string; accents: { d: string; width: number }[] }> = {
  // A house outline with a door, under a roof line and chimney.
  home: {
    body: 'M9.5 19.5V33h21V19.5M17 33v-7.5h6V33',
    accents: [
      { d: 'M27.5 7.5v5', width: 3.5 },
      { d: 'M3.5 21.5L20 7l16.5 14.5', width: 3.75 },
    ],
  },
  // A leaf with its midrib.
  leaf: {
    body: 'M8 32C7 17 16 8 33 7c1 17-8 26-25 25Z',
    accents: [{ d: 'M8 32L23 17', width: 3.25 }],
  },
  // A balance: post and base, with a pan hanging from each end of the beam.
  scales: {
    body: 'M20 10v23M13 33h14M9 12l-5 11h10L9 12M31 12l-5 11h10l-5-11',
    accents: [{ d: 'M6 11h28M20 6v4', width: 3.5 }],
  },
  // A molar, with a shine.
  tooth: {
    body: 'M14 7c-5 0-8 4-7 9 1 6 3 9 4 14 1 4 4 4 5 0l2-6c1-2 3-2 4 0l2 6c1 4 4 4 5 0 1-5 3-8 4-14 1-5-2-9-7-9-2 0-4 1.5-6 1.5S16 7 14 7Z',
    accents: [{ d: 'M12.5 14c.5-2 2-3 4-3', width: 3 }],
  },
  // A cup on its saucer, steaming.
  cup: {
    body: 'M9 17h18v7a8 8 0 0 1-8 8h-2a8 8 0 0 1-8-8v-7ZM27 19h2.5a3.5 3.5 0 0 1 0 7H27M6 36h24',
    accents: [{ d: 'M14 5c-1.5 2 1.5 4 0 6.5M21 5c-1.5 2 1.5 4 0 6.5', width: 2.75 }],
  },
};

function MarkSvg({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      css={{ flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

/**
 * The initials in a ring. The letters are drawn by CSS from an attribute, not written in the page: they would
 * otherwise join the company name beside them in the heading's text ("TRTest Roofing") for search engines and copying.
 */
function Monogram({ name, size }: { name: string; size: number }) {
  const theme = useTheme();
  const initials = initialsOf(name);
  return <span aria-hidden="true" data-initials={initials} css={monogramStyles(theme, size, initials.length)} />;
}

function DrawnMark({ mark, size }: { mark: Exclude<BuiltInMark, 'monogram'>; size: number }) {
  const theme = useTheme();
  const { body, accents } = markPaths[mark];
  return (
    <MarkSvg size={size}>
      <path d={body} stroke="currentColor" strokeWidth={2.75} />
      {accents.map(({ d, width }) => (
        <path key={d} d={d} stroke={theme.colors.accentOnDark} strokeWidth={width} />
      ))}
    </MarkSvg>
  );
}

/** The company's picture at the mark's height, its width from the picture's own shape so nothing moves as it loads. */
function LogoPicture({ src, size }: { src: string; size: number }) {
  const known = manifest[src];
  const width = known ? Math.round((size * known.width) / known.height) : size;
  return <img src={src} alt="" width={width} height={size} decoding="async" css={logoPictureStyles(size)} />;
}

export function BrandMark({ company, size = 36 }: { company: Site['company']; size?: number }) {
  const { logo } = company;
  if (logo?.src) return <LogoPicture src={logo.src} size={size} />;
  const mark = logo?.mark ?? 'monogram';
  if (mark === 'monogram') return <Monogram name={company.shortName} size={size} />;
  return <DrawnMark mark={mark} size={size} />;
}

/** The initials in a ring, drawn by CSS from the data attribute (so the letters are not read twice). */
function monogramStyles(theme: Theme, size: number, letters: number): CSSObject {
  return {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: size,
    height: size,
    // The ring's width as the drawn marks' lines: 3 of the 40 units.
    border: `${(size * 3) / 40}px solid ${theme.colors.accentOnDark}`,
    borderRadius: '50%',
    fontFamily: theme.fonts.heading,
    fontSize: size * (letters > 1 ? 0.36 : 0.46),
    fontWeight: 750,
    lineHeight: 1,
    letterSpacing: 0,
    color: 'currentColor',
    '&::before': { content: 'attr(data-initials)' },
  };
}

function logoPictureStyles(size: number): CSSObject {
  return { flexShrink: 0, height: size, width: 'auto', maxWidth: size * 4, objectFit: 'contain' };
}
