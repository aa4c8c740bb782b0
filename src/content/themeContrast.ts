/**
 * The rule the schema promises for the theme's palette and cannot say itself: every colour the pages draw words in
 * keeps a contrast of at least 4.5:1 (WCAG 2.2, 1.4.3) with the background the pages draw it on. A palette that
 * passes here is readable in every block; the pairs below are the ones the blocks and the site's frame use.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { describePath, locateValue } from './locate.ts';
import type { Site } from './model.ts';

type ColourName = keyof Site['theme']['colors'];

/** White, the words on dark sections and on buttons. */
const white = '#ffffff';

/** Words in `text` (a palette colour or white) on `background`, and what the office sees there. */
interface TextOnBackground {
  text: ColourName | typeof white;
  background: ColourName;
  shows: string;
}

export const textOnBackgrounds: readonly TextOnBackground[] = [
  { text: 'text', background: 'surface', shows: 'most words of the pages' },
  { text: 'text', background: 'surfaceAlt', shows: 'the words of every other section' },
  { text: 'textMuted', background: 'surface', shows: 'dates, captions and help' },
  { text: 'textMuted', background: 'surfaceAlt', shows: 'captions in every other section' },
  { text: 'navy', background: 'surface', shows: 'headings' },
  { text: 'navy', background: 'surfaceAlt', shows: 'headings in every other section' },
  { text: 'accent', background: 'surface', shows: 'links and labels' },
  { text: 'accent', background: 'surfaceAlt', shows: 'links in every other section' },
  { text: 'accentHover', background: 'surface', shows: 'links under the pointer' },
  { text: white, background: 'navy', shows: 'the header, the footer and dark sections' },
  { text: white, background: 'navyLight', shows: 'menu items under the pointer' },
  { text: white, background: 'accent', shows: 'the words of the main buttons' },
  { text: white, background: 'accentHover', shows: 'main buttons under the pointer' },
  { text: 'accentOnDark', background: 'navy', shows: 'highlights on dark sections' },
  { text: 'error', background: 'surface', shows: 'the messages of a form' },
  { text: 'success', background: 'surface', shows: 'the thanks of a form' },
];

export const leastTextContrast = 4.5;

/** The relative luminance of a #rrggbb colour (WCAG's definition). */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two #rrggbb colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const hexColour = /^#[0-9a-fA-F]{6}$/;
/** Rounded down, so that 4.49:1 never reads as "4.5:1" in a refusal. */
const shown = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

/** One pair too faint: where the office would change it, and the words that say so. */
interface Faint {
  place: ColourName;
  says: string;
  remedy: string;
}

function faintPair({ text, background, shows }: TextOnBackground, words: string, behind: string): Faint | undefined {
  const ratio = contrastRatio(words, behind);
  if (ratio >= leastTextContrast) return undefined;
  if (text === white)
    return {
      // White words cannot change: the message stands at their background.
      place: background,
      says: `white words on ${background} (${behind}) have a contrast of ${shown(ratio)}, used for ${shows}`,
      remedy: `make ${background} darker`,
    };
  const wordsLighter = luminance(words) > luminance(behind);
  return {
    place: text,
    says: `${text} (${words}) on ${background} (${behind}) has a contrast of ${shown(ratio)}, used for ${shows}`,
    remedy: `make ${text} ${wordsLighter ? 'lighter' : 'darker'} or ${background} ${wordsLighter ? 'darker' : 'lighter'}`,
  };
}

/** One message per colour of the palette, listing every use of it too faint to read. */
export function checkThemeContrast(site: CheckedFile<Site>): ContentError[] {
  const colours = site.data.theme?.colors;
  if (!colours) return [];
  const colourOf = (name: ColourName | typeof white) => (name === white ? white : colours[name]);
  const byPlace = new Map<ColourName, Faint[]>();
  for (const pair of textOnBackgrounds) {
    const [words, behind] = [colourOf(pair.text), colourOf(pair.background)];
    // A colour that is not #rrggbb is the schema's to refuse, with its own message.
    if (!hexColour.test(words ?? '') || !hexColour.test(behind ?? '')) continue;
    const faint = faintPair(pair, words, behind);
    if (faint) byPlace.set(faint.place, [...(byPlace.get(faint.place) ?? []), faint]);
  }
  return [...byPlace].map(([place, faints]) => {
    const path = ['theme', 'colors', place];
    return {
      file: site.file,
      ...locateValue(site.parsed, path),
      where: describePath(path, site.data),
      path,
      message: `${faints.map((faint) => faint.says).join('; ')}. Words need at least ${leastTextContrast}:1 to be read easily: ${faints[0].remedy}`,
    };
  });
}
