/**
 * What the tests of the editor's insertions share: the minimal fixture site (never the live content) with a trial
 * page holding one list of each kind the office adds to, what the editor knows of the site, the site's own checker's
 * findings for the page, the suggestions at a place in it and the text after one is chosen, with what is selected to
 * type over. Not a test file itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { siteSamples } from '../../src/editor/siteSamples';
import { completionsAt, type Suggestion } from '../../src/editor/textView/schemaHelp';
import { applied } from '../../src/editor/textView/textEdit';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { projectRoot } from './helpers';

export const schemas = schemaFilesForHelp() as SchemaFiles;

export const site = path.join(projectRoot, 'tests/fixtures/minimal-site');
export const file = 'pages/trial.yaml';

/** What the editor knows of the fixture site, found as the browser finds it: its pages, and the preview's picture. */
export const samples = siteSamples(
  siteOutline(site),
  previewData(checkWithDrafts(site, { 'pages/about.yaml': readFileSync(path.join(site, 'pages/about.yaml'), 'utf8') })),
);

export const head = 'route: /trial\ntitle: Trial | Test Roofing\ndescription: A page to try the editor on.\nblocks:\n';

/** A page with one list of each kind the office adds to. */
export const page = `${head}${[
  '  - type: testimonials',
  '    heading: What Customers Say',
  '    items:',
  '      - quote: They fixed the leak in a day.',
  '        author: Ann',
  '        location: Sherwood',
  '        stars: 5',
  '  - type: gallery',
  '    heading: Our Work',
  '    items:',
  '      - id: first-roof',
  '        title: A New Roof',
  '        image:',
  '          src: /images/roof.svg',
  '          alt: A roof',
  '  - type: features',
  '    heading: Why Choose Us',
  '    items:',
  '      - title: Licensed',
  '        text: Fully licensed and insured.',
  '  - type: steps',
  '    heading: How It Works',
  '    steps:',
  '      - title: Call',
  '        text: We listen.',
  '      - title: Visit',
  '        text: We measure.',
  '      - title: Build',
  '        text: We build it.',
  '  - type: faq',
  '    heading: Questions',
  '    items:',
  '      - question: Do you work on Saturdays?',
  '        answer: Yes, by appointment.',
].join('\n')}\n`;

/** The checker's findings for the trial page as the editor would save it. */
export function mistakes(text: string): string[] {
  return checkWithDrafts(site, { [file]: text }).errors.map((error) => `${error.line}: ${error.message}`);
}

export function suggestionsAt(text: string, offset: number): Suggestion[] {
  return completionsAt(schemas, file, text, offset, samples)?.suggestions ?? [];
}

/** The suggestion `label` chosen at the end of `before`: the text after, and what is selected to type over. */
export function choose(before: string, after: string, label: string) {
  const text = before + after;
  const chosen = suggestionsAt(text, before.length).find((each) => each.label === label);
  if (!chosen) throw new Error(`"${label}" is not offered after ${JSON.stringify(before.slice(-40))}`);
  return { ...applied(text, chosen.edit), edit: chosen.edit, original: text };
}

export const selectedText = (result: { text: string; selected: { from: number; to: number } }) =>
  result.text.slice(result.selected.from, result.selected.to);

/** The lines of `text` from the one starting with `first`, up to the next line indented as little or less. */
export function blockFrom(text: string, first: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(first));
  const indent = first.length - first.trimStart().length;
  const end = lines.findIndex((line, index) => index > start && line.trim() && line.search(/\S/) <= indent);
  return lines.slice(start, end < 0 ? undefined : end).filter((line) => line.trim());
}
