/**
 * A small drawing of each kind of block for the palette: the shape a visitor sees (a banner over a picture, a row of
 * cards, numbered steps), drawn as plain boxes in SVG so it never goes stale when a block's styles change and costs
 * no request. The project has no pictures of its blocks; a kind without a drawing of its own gets lines of text.
 */

/** One box: where it is in a 120 × 68 frame, and what it stands for (text, a heading, a button, a picture, a surface). */
type Box = [
  x: number,
  y: number,
  width: number,
  height: number,
  stands: 'text' | 'heading' | 'button' | 'picture' | 'surface',
];

const row = (count: number, y: number, height: number, stands: Box[4], gap = 4, x0 = 6, width = 108): Box[] => {
  const each = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => [x0 + index * (each + gap), y, each, height, stands] as Box);
};

const heading = (y = 6, width = 60, x = 6): Box => [x, y, width, 6, 'heading'];
const lines = (y: number, count: number, x = 6, width = 108): Box[] =>
  Array.from({ length: count }, (_, index) => [x, y + index * 6, index === count - 1 ? width * 0.7 : width, 3, 'text']);
/** Cards: a picture (or not) over a title and a line, in a row. */
const cards = (count: number, withPicture: boolean, y = 18): Box[] =>
  row(count, y, 44, 'surface').flatMap(([x, top, width]) => [
    [x, top, width, 44, 'surface'] as Box,
    ...(withPicture ? [[x + 2, top + 2, width - 4, 20, 'picture'] as Box] : []),
    [x + 3, top + (withPicture ? 26 : 6), width * 0.6, 4, 'heading'] as Box,
    [x + 3, top + (withPicture ? 33 : 14), width - 6, 3, 'text'] as Box,
  ]);

const sketches: Record<string, Box[]> = {
  announcement: [
    [0, 26, 120, 16, 'surface'],
    [10, 32, 70, 4, 'text'],
    [86, 30, 24, 8, 'button'],
  ],
  areasServed: [
    heading(),
    ...row(3, 18, 4, 'heading'),
    ...row(3, 26, 3, 'text'),
    ...row(3, 32, 3, 'text'),
    ...row(3, 38, 3, 'text'),
  ],
  callToAction: [
    [0, 8, 120, 52, 'surface'],
    heading(18, 70, 25),
    [20, 28, 80, 3, 'text'],
    [30, 38, 28, 9, 'button'],
    [62, 38, 28, 9, 'button'],
  ],
  carousel: [heading(), ...cards(3, true), [6, 64, 6, 3, 'button'], [108, 64, 6, 3, 'button']],
  categoryCards: [heading(), ...cards(2, true)],
  commitment: [heading(), ...cards(3, false, 16), ...row(4, 63, 3, 'text')],
  faq: [
    heading(),
    ...[18, 30, 42, 54].flatMap((y): Box[] => [
      [6, y, 108, 9, 'surface'],
      [10, y + 3, 60, 3, 'heading'],
    ]),
  ],
  features: [heading(), ...cards(3, false)],
  gallery: [heading(), ...row(4, 18, 20, 'picture'), ...row(4, 42, 20, 'picture')],
  hero: [
    [0, 0, 120, 68, 'picture'],
    [0, 0, 120, 68, 'surface'],
    heading(16, 70, 10),
    [10, 26, 60, 3, 'text'],
    [10, 34, 50, 3, 'text'],
    [10, 46, 30, 9, 'button'],
    [44, 46, 30, 9, 'button'],
  ],
  hoursLocation: [heading(), ...lines(18, 6, 6, 48), [60, 16, 54, 46, 'picture']],
  logos: [heading(24, 40, 40), ...row(5, 38, 12, 'picture')],
  notFound: [heading(20, 60, 30), [30, 32, 60, 3, 'text'], [44, 42, 32, 9, 'button']],
  offerings: [
    heading(),
    ...[18, 26, 34, 42, 50].flatMap((y): Box[] => [
      [6, y, 4, 4, 'button'],
      [14, y, 60, 3, 'text'],
    ]),
  ],
  pictureText: [[6, 8, 52, 52, 'picture'], heading(12, 46, 64), ...lines(24, 4, 64, 50), [64, 50, 26, 8, 'button']],
  priceList: [
    heading(),
    ...[18, 28, 38, 48].flatMap((y): Box[] => [
      [6, y, 70, 4, 'heading'],
      [96, y, 18, 4, 'heading'],
      [6, y + 6, 60, 2, 'text'],
    ]),
  ],
  quoteForm: [
    heading(),
    ...[18, 30, 42].map((y): Box => [6, y, 70, 8, 'surface']),
    [6, 54, 30, 9, 'button'],
    ...lines(20, 4, 82, 32),
  ],
  richText: [heading(), ...lines(16, 4), heading(42, 40), ...lines(52, 2)],
  serviceCards: [heading(), ...cards(3, true)],
  stats: [...row(4, 22, 12, 'heading'), ...row(4, 38, 3, 'text')],
  steps: [heading(), ...row(4, 20, 10, 'button', 14, 10, 100), ...row(4, 36, 4, 'heading'), ...row(4, 44, 3, 'text')],
  team: [
    heading(),
    ...row(3, 18, 24, 'picture', 10, 12, 96),
    ...row(3, 46, 4, 'heading', 10, 12, 96),
    ...row(3, 54, 3, 'text', 10, 12, 96),
  ],
  testimonials: [heading(), ...cards(3, false), ...row(3, 56, 3, 'button')],
};

const fallback: Box[] = [heading(), ...lines(18, 6)];

export function BlockSketch({ type }: { type: string }) {
  return (
    <svg className="block-sketch" viewBox="0 0 120 68" aria-hidden="true" focusable="false">
      <rect className="block-sketch-page" x="0" y="0" width="120" height="68" />
      {(sketches[type] ?? fallback).map(([x, y, width, height, stands], index) => (
        <rect key={index} className={`block-sketch-${stands}`} x={x} y={y} width={width} height={height} rx="1" />
      ))}
    </svg>
  );
}
