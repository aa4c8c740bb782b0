/**
 * docs/editing.md quotes the messages a person meets while following it. Each mistake it describes is made here on
 * a copy of the site, and every message the guide quotes for it must be one that the check really gives.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPage, NewPageRefused } from '../../src/authoring/newPage';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const projectRoot = path.resolve(__dirname, '../..');
const guide = readFileSync(path.join(projectRoot, 'docs/editing.md'), 'utf8');
const copies: string[] = [];

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

function siteCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editing-guide-'));
  copies.push(dir);
  for (const part of ['site.yaml', 'pages', 'public'])
    cpSync(path.join(projectRoot, part), path.join(dir, part), { recursive: true });
  return dir;
}

/**
 * Changes the first line matching `line` that comes after the first line matching `after` (a section of the file),
 * as a person would: `change` gets the line and returns what to write instead (lines joined with \n).
 */
interface Edit {
  file: string;
  after?: RegExp;
  line: RegExp;
  change: (line: string) => string;
}

function applyEdit(root: string, { file, after, line, change }: Edit) {
  const full = path.join(root, file);
  const lines = readFileSync(full, 'utf8').split('\n');
  const start = after ? lines.findIndex((text) => after.test(text)) : 0;
  expect(start, `${file} has a line matching ${after}`).toBeGreaterThanOrEqual(0);
  const index = lines.findIndex((text, at) => at >= start && line.test(text));
  expect(index, `${file} has a line matching ${line}`).toBeGreaterThanOrEqual(0);
  lines[index] = change(lines[index]);
  writeFileSync(full, lines.join('\n'));
}

/** The reviews section of pages/home.yaml: the review lines edited below are its first review's. */
const reviews = /^ {2}- type: testimonials$/;
const home = 'pages/home.yaml';

interface Mistake {
  name: string;
  edit: Edit;
  /** What the guide quotes: the message, without the file:line:col and the place in the page before it. */
  messages: string[];
}

const mistakes: Mistake[] = [
  {
    name: 'a phone number in the wrong form',
    edit: { file: 'site.yaml', line: /^ {2}phone: /, change: () => '  phone: 503-555-01477' },
    messages: [
      '"phone" is not written the right way, for example "(555) 555-0147". The office phone number as visitors ' +
        'should read it, for example (555) 555-0147. Shown as {{phone}} in page text.',
    ],
  },
  {
    name: 'a second phone line',
    edit: { file: 'site.yaml', line: /^ {2}phone: /, change: (text) => `${text}\n  phone: (503) 555-0100` },
    messages: ['YAML syntax: this field appears twice in the same place: keep one of them'],
  },
  {
    name: 'six stars',
    edit: { file: home, after: reviews, line: /^ +stars: /, change: (text) => text.replace(/\d+/, '6') },
    messages: ['"stars" must be at most 5'],
  },
  {
    name: 'stars in words',
    edit: { file: home, after: reviews, line: /^ +stars: /, change: (text) => text.replace(/\d+/, 'five') },
    messages: ['"stars" should be a whole number, but it is text'],
  },
  {
    name: 'a review without its town',
    edit: { file: home, after: reviews, line: /^ +location: /, change: () => '' },
    messages: ['missing required field "location"'],
  },
  {
    name: 'a line one space short',
    edit: { file: home, after: reviews, line: /^ +author: /, change: (text) => text.slice(1) },
    messages: ['YAML syntax: this line is indented 1 space less than the field above it (line '],
  },
  {
    name: 'a line two spaces too far',
    edit: { file: home, after: reviews, line: /^ +author: /, change: (text) => `  ${text}` },
    messages: ['YAML syntax: this line is indented 2 spaces further than the field above it (line '],
  },
  {
    name: 'a tab',
    edit: { file: home, after: reviews, line: /^ +author: /, change: (text) => `\t${text.trimStart()}` },
    messages: ['YAML syntax: this line is indented with a tab, and YAML needs spaces: indent it with 8 spaces instead'],
  },
  {
    name: 'a review pasted two spaces too far right',
    edit: {
      file: home,
      after: reviews,
      line: /^ +stars: /,
      change: (text) =>
        [
          text,
          '        - quote: Great work, and the yard spotless.',
          '          author: Ann',
          '          location: Tigard, OR',
          '          stars: 5',
        ].join('\n'),
    },
    messages: ['YAML syntax: this list item is 2 spaces further right than the items above it (line '],
  },
  {
    name: 'a colon in a value',
    edit: { file: home, after: reviews, line: /^ +location: /, change: (text) => `${text}: west side` },
    messages: ['YAML syntax: this value contains ": ", which YAML reads as a new field: put the whole value in quotes'],
  },
  {
    name: 'an unclosed quote',
    edit: { file: home, after: reviews, line: /^ +author: /, change: (text) => text.replace('author: ', 'author: "') },
    messages: ['YAML syntax: a quote opened here is never closed: add the closing quote at the end of the value'],
  },
  {
    name: 'a misspelled block type',
    edit: { file: home, line: /^ {2}- type: steps$/, change: () => '  - type: step' },
    messages: ['unknown block type "step". Did you mean "steps"?'],
  },
  {
    name: 'a field of another kind of block',
    edit: {
      file: home,
      after: /^ {2}- type: steps$/,
      line: /^ {4}heading: /,
      change: (text) => text.replace('heading', 'title'),
    },
    messages: [
      '"title" is not a field this kind of block has. Fields allowed here: type, id, surface, heading, intro, steps.',
      'missing required field "heading"',
    ],
  },
  {
    name: 'a link with a typing mistake',
    edit: { file: home, line: /^ +href: \/services\/roofing$/, change: (text) => text.replace('roofing', 'rofing') },
    messages: ['link "/services/rofing" goes to a page that does not exist. Did you mean "/services/roofing"?'],
  },
  {
    name: 'two files with one route',
    edit: { file: 'pages/about.yaml', line: /^route: /, change: () => 'route: /contact' },
    messages: ['route "/contact" is already declared in pages/about.yaml: each route belongs to one file'],
  },
  {
    name: 'a company fact misspelled',
    edit: { file: home, line: /\{\{years\}\}/, change: (text) => text.replace('{{years}}', '{{yeras}}') },
    messages: ['"{{yeras}}" is not a company fact. Did you mean "years"?'],
  },
  {
    name: 'an empty heading',
    edit: { file: home, after: reviews, line: /^ {4}heading: /, change: () => '    heading:' },
    messages: ['"heading" should be text, but it is empty'],
  },
  {
    name: 'a photo that is not in public/',
    edit: {
      file: home,
      line: /^ +- src: \/images\//,
      change: (text) => text.replace(/\/images\/\S+/, '/images/projects/new-roof.jpg'),
    },
    messages: ['image "/images/projects/new-roof.jpg" was not found in the public folder.'],
  },
  {
    name: 'a photo of another kind',
    edit: {
      file: home,
      line: /^ +- src: \/images\//,
      change: (text) => text.replace(/\/images\/\S+/, '/images/projects/new-roof.heic'),
    },
    messages: [
      '"src" is not written the right way, for example "/images/services/cleaning.svg". Path of the picture inside ' +
        "the public folder, starting with /images/. Choose photo takes a JPEG, PNG, WebP or HEIC photo (an iPhone's " +
        'own format) and stores it there; SVG files work too.',
    ],
  },
  {
    name: 'a photo without alt',
    edit: { file: home, line: /^ +alt: /, change: () => '' },
    messages: ['missing required field "alt"'],
  },
  {
    name: 'an empty alt',
    edit: { file: home, line: /^ +alt: /, change: (text) => text.replace(/alt: .*/, 'alt: ""') },
    messages: ['"alt" must not be empty'],
  },
];

describe('docs/editing.md', () => {
  it('is linked from the README', () => {
    expect(readFileSync(path.join(projectRoot, 'README.md'), 'utf8')).toContain('(docs/editing.md)');
  });

  it.each(mistakes.map((mistake) => [mistake.name, mistake] as const))(
    'quotes the real message for %s',
    (_name, { edit, messages }) => {
      const root = siteCopy();
      applyEdit(root, edit);
      const { errors } = loadContent(contentFilesIn(root));
      const given = errors.map((error) => error.message);
      for (const message of messages) {
        expect(
          given.some((text) => text.startsWith(message)),
          `the check says:\n${given.join('\n')}`,
        ).toBe(true);
        expect(guide).toContain(message);
      }
    },
  );

  it('tells the browser recipes the way the browser test does them: each key, button and field it names', () => {
    const test = readFileSync(path.join(projectRoot, 'tests/publish/everydayTasksInBrowser.test.ts'), 'utf8');
    const recipes = guide.slice(guide.indexOf('## Everyday tasks in the browser'), guide.indexOf('## Messages'));
    const done = [
      'Change the phone number',
      'Add a service page',
      'Add a customer review',
      'Add a finished project to the gallery',
      'Undo one page of a publish',
    ];
    for (const title of done) {
      const start = recipes.indexOf(`### ${title}\n`);
      expect(start, title).toBeGreaterThan(0);
      const end = recipes.indexOf('\n### ', start + 1);
      const recipe = recipes.slice(start, end < 0 ? undefined : end);
      const named = [...recipe.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1].replace(/\s+/g, ' '));
      expect(named.length, title).toBeGreaterThan(0);
      expect(
        named.filter((name) => !test.includes(name)),
        `${title}: named in the guide, never done by the test`,
      ).toEqual([]);
    }
  });

  it.each([['/about'], ['/Services/Gutters']])('quotes the real refusal of npm run new-page -- %s', (address) => {
    const root = siteCopy();
    let refusal = '';
    try {
      createPage(root, address);
    } catch (error) {
      if (!(error instanceof NewPageRefused)) throw error;
      refusal = error.message;
    }
    expect(refusal).not.toBe('');
    expect(guide).toContain(refusal);
  });
});
