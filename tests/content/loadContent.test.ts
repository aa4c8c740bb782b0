// @vitest-environment node
/**
 * The whole check of a site folder (src/content/loadContent.ts): the messages about files and pages as a whole,
 * company facts that do not exist, the order of the messages, and the content handed on when all is well.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskContext } from '../../src/content/checkerContext';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { MAX_FILLED_CHARS } from '../../src/content/placeholders';
import { contentFilesIn } from '../../src/content/projectFiles';

const validSite = path.join(__dirname, '../fixtures/minimal-site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'load-content-'));
  cpSync(validSite, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string) => path.join(root, name);
const edit = (name: string, from: string, to: string) => {
  const text = readFileSync(file(name), 'utf8');
  if (!text.includes(from)) throw new Error(`${name} has no ${from}`);
  writeFileSync(file(name), text.replace(from, to));
};
const check = () => loadContent(contentFilesIn(root));
const headlines = () => check().errors.map(errorHeadline);

describe('a valid site', () => {
  it('gives its content: the facts filled in, the pages in the order of their routes, each with its file', () => {
    const { content, errors, files } = check();
    expect(errors).toEqual([]);
    expect(content?.pages.map((page) => [page.route, page.file])).toEqual([
      ['*', 'pages/not-found.yaml'],
      ['/', 'pages/home.yaml'],
      ['/about', 'pages/about.yaml'],
    ]);
    expect(content?.site.footer.columns[0]).toMatchObject({ text: 'Serving the Portland Metro Area for 18 years.' });
    const about = content?.pages.find((page) => page.route === '/about');
    expect(JSON.stringify(about)).toContain('"Call (503) 555-0100 today"');
    expect(files).toEqual([
      file('site.yaml'),
      file('pages/about.yaml'),
      file('pages/home.yaml'),
      file('pages/not-found.yaml'),
    ]);
  });
});

describe('files read through a function', () => {
  const disk = (name: string) => readFileSync(name, 'utf8');

  it('a text given in place of a file is checked as that file, and the file stays as it is', () => {
    const saved = readFileSync(file('pages/about.yaml'), 'utf8');
    const draft = saved.replace('label: Emergency Service', 'lable: Emergency Service');
    const { errors } = loadContent({
      ...diskContext(contentFilesIn(root)),
      read: (name) => (name === file('pages/about.yaml') ? draft : disk(name)),
    });
    expect(errors.map(errorHeadline)).toEqual([
      'pages/about.yaml:14:9  block 2 (stats), item 2: missing required field "label"',
      'pages/about.yaml:15:9  block 2 (stats), item 2: "lable" is not a field known here. Did you mean "label"?',
    ]);
    expect(readFileSync(file('pages/about.yaml'), 'utf8')).toBe(saved);
  });

  it('a file the function cannot give cannot be read', () => {
    const { errors } = loadContent({
      ...diskContext(contentFilesIn(root)),
      read: (name) => {
        if (name === file('site.yaml')) throw new Error('no such file');
        return disk(name);
      },
    });
    expect(errors.map(errorHeadline)).toEqual(['site.yaml:1:1  the file cannot be read']);
  });

  it('the files that passed are remembered in the node_modules of the project named for it', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'load-content-project-'));
    mkdirSync(path.join(project, 'node_modules'));
    try {
      expect(loadContent(diskContext(contentFilesIn(root), project)).errors).toEqual([]);
      expect(readdirSync(path.join(project, 'node_modules/.cache/site-content'))).toEqual([
        expect.stringMatching(/^checked-.*\.json$/),
      ]);
      expect(existsSync(path.join(root, 'node_modules'))).toBe(false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('messages about whole files', () => {
  it('an empty page says what a page needs', () => {
    writeFileSync(file('pages/about.yaml'), '# nothing yet\n');
    expect(headlines()).toContain(
      'pages/about.yaml:1:1  the file is empty: a page needs route, title, description and blocks',
    );
  });

  it('an empty site.yaml says what it needs, and nothing is handed on', () => {
    writeFileSync(file('site.yaml'), '');
    const { content, errors } = check();
    expect(content).toBeUndefined();
    expect(errors.map(errorHeadline)).toEqual([
      'site.yaml:1:1  the file is empty: site.yaml needs company, navigation, callButton, footer, theme and seo',
    ]);
  });

  it('a file that cannot be read', () => {
    rmSync(file('site.yaml'));
    mkdirSync(file('site.yaml'));
    expect(headlines()).toEqual(['site.yaml:1:1  the file cannot be read']);
  });

  it('the not-found page is never offered for a broken link', () => {
    rmSync(file('pages/home.yaml'));
    expect(headlines()).toEqual([
      'pages/about.yaml:20:13  block 3 (callToAction), button: link "/" goes to a page that does not exist.',
      'pages/not-found.yaml:10:13  block 1 (notFound), link: link "/" goes to a page that does not exist.',
      'site.yaml:28:11  menu entry 1: link "/" goes to a page that does not exist.',
    ]);
  });

  it('no pages, in a site that links to no page of its own', () => {
    rmSync(file('pages'), { recursive: true });
    writeFileSync(
      file('site.yaml'),
      readFileSync(file('site.yaml'), 'utf8').replace(/href: \//g, 'href: https://example.com/'),
    );
    expect(headlines()).toEqual(['pages:1:1  there are no pages: add YAML files under pages/']);
  });

  it('no pages at all', () => {
    rmSync(file('pages'), { recursive: true });
    expect(headlines()).toEqual([
      'pages:1:1  there are no pages: add YAML files under pages/',
      'site.yaml:28:11  menu entry 1: link "/" goes to a page that does not exist.',
      'site.yaml:30:11  menu entry 2: link "/about" goes to a page that does not exist.',
      'site.yaml:43:13  footer, legal link 1: link "/about" goes to a page that does not exist.',
    ]);
  });
});

describe('company facts', () => {
  it('a misspelt fact suggests the one meant', () => {
    edit('pages/about.yaml', 'Call {{phone}} today', 'Call {{phnoe}} today');
    expect(headlines()).toEqual([
      'pages/about.yaml:17:14  block 3 (callToAction): "{{phnoe}}" is not a company fact. Did you mean "phone"?',
    ]);
  });

  it('a fact that is like none lists the facts there are', () => {
    edit('site.yaml', 'Serving the {{serviceArea}}', 'Serving the {{colour}}');
    expect(headlines()).toEqual([
      'site.yaml:36:13  footer, column 1: "{{colour}}" is not a company fact. Facts: companyName, shortName, phone, email, address, city, years, serviceArea, emergency, oregonLicence, parking.',
    ]);
  });
});

describe('how much the facts may fill in', () => {
  /** A fact of 250 characters, the only one the about page names: 400 uses of it fill in as much as a file may. */
  const setLongFact = () => {
    edit('site.yaml', 'parking: Free parking behind the office', `parking: ${'p'.repeat(250)}`);
    edit('pages/about.yaml', '"{{years}}+"', '"20+"');
  };
  const uses = (times: number) => '{{parking}}'.repeat(times);

  it('a fact longer than 300 characters is refused in site.yaml, at its line', () => {
    edit('site.yaml', 'parking: Free parking behind the office', `parking: ${'p'.repeat(301)}`);
    expect(headlines()).toEqual([
      'site.yaml:18:21  company, facts: "parking" is too long: at most 300 characters (it has 301)',
    ]);
  });

  it('facts may fill in 100,000 characters in one file, over two of its texts', () => {
    setLongFact();
    edit('pages/about.yaml', 'heading: About Us', `heading: About Us ${uses(200)}`);
    edit('pages/about.yaml', 'Call {{phone}} today', `Call ${uses(200)} today`);
    expect(MAX_FILLED_CHARS).toBe(100_000);
    const { content, errors } = check();
    expect(errors).toEqual([]);
    const about = content!.pages.find((page) => page.route === '/about')!;
    expect(JSON.stringify(about).split('p'.repeat(250)).length - 1).toBe(400);
  });

  it('a file that asks for more is refused at the first place past the bound, and only there', () => {
    setLongFact();
    edit('pages/about.yaml', 'heading: About Us', `heading: About Us ${uses(201)}`);
    edit('pages/about.yaml', 'Call {{phone}} today', `Call ${uses(200)} today`);
    edit('pages/about.yaml', 'label: Get Free Estimate', `label: Get Free Estimate ${uses(1)}`);
    expect(headlines()).toEqual([
      'pages/about.yaml:17:14  block 3 (callToAction): the company facts named in this file come to more than 100,000 characters once filled in, passed here: name long facts fewer times, or shorten them in site.yaml',
    ]);
  });

  it('the count is per file: two pages may each fill in up to the bound', () => {
    setLongFact();
    edit('pages/about.yaml', 'heading: About Us', `heading: About Us ${uses(200)}`);
    edit('pages/about.yaml', 'Call {{phone}} today', `Call ${uses(200)} today`);
    writeFileSync(
      file('pages/second.yaml'),
      readFileSync(file('pages/about.yaml'), 'utf8').replace('/about', '/second'),
    );
    expect(check().errors).toEqual([]);
  });
});

describe('the messages of a site with several mistakes', () => {
  it('come in the order of file, line and column', () => {
    edit('pages/home.yaml', 'src: /images/roof.svg', 'src: /images/rof.svg');
    edit('pages/about.yaml', 'label: Emergency Service', 'lable: Emergency Service');
    edit('pages/about.yaml', 'title: About | Test Roofing', 'title: ""');
    edit('site.yaml', 'Serving the {{serviceArea}}', 'Serving the {{servceArea}}');
    expect(headlines()).toEqual([
      'pages/about.yaml:2:8  "title" must not be empty',
      'pages/about.yaml:14:9  block 2 (stats), item 2: missing required field "label"',
      'pages/about.yaml:15:9  block 2 (stats), item 2: "lable" is not a field known here. Did you mean "label"?',
      'pages/home.yaml:9:14  block 1 (hero), image 1: image "/images/rof.svg" was not found in the public folder. Did you mean "/images/roof.svg"?',
      'site.yaml:36:13  footer, column 1: "{{servceArea}}" is not a company fact. Did you mean "serviceArea"?',
    ]);
  });

  it('links are not checked while a page cannot be read: its route is unknown', () => {
    edit('pages/about.yaml', 'title: About | Test Roofing', 'title: ""');
    const { content, errors } = check();
    expect(content).toBeUndefined();
    expect(errors.map(errorHeadline)).toEqual(['pages/about.yaml:2:8  "title" must not be empty']);
  });

  it('a missing picture is found even when site.yaml cannot be read', () => {
    writeFileSync(file('site.yaml'), 'company: [\n');
    rmSync(file('public/images/roof.svg'));
    expect(headlines()).toEqual([
      'pages/about.yaml:8:14  block 1 (hero), image 1: image "/images/roof.svg" was not found in the public folder.',
      'pages/home.yaml:9:14  block 1 (hero), image 1: image "/images/roof.svg" was not found in the public folder.',
      expect.stringMatching(/^site\.yaml:\d+:\d+ {2}YAML syntax: /),
    ]);
  });
});
