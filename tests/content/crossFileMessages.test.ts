// @vitest-environment node
/**
 * Messages of the rules that look across files (routes, links, pictures, heroes) and of the company facts in
 * double braces: the whole line a person reads.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkImages,
  checkInternalLinks,
  checkOneHeroPerPage,
  checkRoutes,
  type CheckedFile,
  type PageFields,
} from '../../src/content/crossFileRules';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { picturesOnDisk } from '../../src/content/publicPictures';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';
import type { Site } from '../../src/content/model';

function checked<T = PageFields>(file: string, lines: string[]): CheckedFile<T> {
  const parsed = parseYaml(file, `${lines.join('\n')}\n`);
  return { file, parsed, data: parsed.doc.toJS() as T };
}

const page = (file: string, route: string, blockLines: string[] = []) =>
  checked(file, [`route: ${JSON.stringify(route)}`, 'title: T', 'description: D.', 'blocks:', ...blockLines]);

const linkPage = (...hrefs: string[]) =>
  page('pages/links.yaml', '/links', [
    '  - type: callToAction',
    '    heading: Call',
    ...hrefs.flatMap((href, index) =>
      index === 0 ? ['    button:', '      label: Go', `      href: ${JSON.stringify(href)}`] : [],
    ),
  ]);

const headlines = (errors: Parameters<typeof errorHeadline>[0][]) => errors.map(errorHeadline);

describe('routes', () => {
  const notFound = page('pages/404.yaml', '*');

  it('a route declared twice: the second file is told where the first is', () => {
    const pages = [
      page('pages/about.yaml', '/about'),
      page('pages/about-us.yaml', '/about'),
      page('pages/team.yaml', '/about'),
      notFound,
    ];
    expect(headlines(checkRoutes(pages))).toEqual([
      'pages/about-us.yaml:1:8  route "/about" is already declared in pages/about.yaml: each route belongs to one file',
      'pages/team.yaml:1:8  route "/about" is already declared in pages/about.yaml: each route belongs to one file',
    ]);
  });

  it('two not-found pages are named as such', () => {
    expect(headlines(checkRoutes([notFound, page('pages/missing.yaml', '*')]))).toEqual([
      'pages/missing.yaml:1:8  the not-found page ("*") is already declared in pages/404.yaml: each route belongs to one file',
    ]);
  });

  it('no not-found page: says how to add one', () => {
    expect(headlines(checkRoutes([page('pages/home.yaml', '/')]))).toEqual([
      'pages:1:1  there is no not-found page: add a page with route: "*" and a notFound block',
    ]);
  });

  it('no pages at all: no message about the not-found page', () => {
    expect(checkRoutes([])).toEqual([]);
  });
});

describe('links to pages of the site', () => {
  const routes = new Set(['/', '/about', '/services/roofing']);

  it('to a missing page, close to an existing one: suggests it', () => {
    expect(headlines(checkInternalLinks([linkPage('/abuot')], routes))).toEqual([
      'pages/links.yaml:9:13  block 1 (callToAction), button: link "/abuot" goes to a page that does not exist. Did you mean "/about"?',
    ]);
  });

  it('to a missing page far from every existing one: no suggestion', () => {
    expect(headlines(checkInternalLinks([linkPage('/contact')], routes))).toEqual([
      'pages/links.yaml:9:13  block 1 (callToAction), button: link "/contact" goes to a page that does not exist.',
    ]);
  });

  it.each(['/about#team', '/about?ref=footer', '/#quote', '/?a=1#b', '/services/roofing'])(
    '%s leads to an existing page',
    (href) => {
      expect(checkInternalLinks([linkPage(href)], routes)).toEqual([]);
    },
  );

  it('with #fragment or ?query to a missing page: the link as written, the page meant', () => {
    expect(headlines(checkInternalLinks([linkPage('/abuot#team'), linkPage('/abut?ref=x')], routes))).toEqual([
      'pages/links.yaml:9:13  block 1 (callToAction), button: link "/abuot#team" goes to a page that does not exist. Did you mean "/about"?',
      'pages/links.yaml:9:13  block 1 (callToAction), button: link "/abut?ref=x" goes to a page that does not exist. Did you mean "/about"?',
    ]);
  });

  it('to other sites, e-mail and telephone are not checked', () => {
    for (const href of ['https://example.com/x', 'mailto:a@example.com', 'tel:5035550100', '#quote']) {
      expect(checkInternalLinks([linkPage(href)], routes)).toEqual([]);
    }
  });

  it('in site.yaml names the menu entry', () => {
    const site = checked('site.yaml', [
      'navigation:',
      '  - label: Home',
      '    href: /',
      '  - label: About',
      '    href: /abot',
    ]);
    expect(headlines(checkInternalLinks([site], routes))).toEqual([
      'site.yaml:5:11  menu entry 2: link "/abot" goes to a page that does not exist. Did you mean "/about"?',
    ]);
  });
});

describe('links to files of the public folder', () => {
  const routes = new Set(['/', '/about']);
  const publicDir = mkdtempSync(path.join(tmpdir(), 'public-files-'));
  mkdirSync(path.join(publicDir, 'files'), { recursive: true });
  writeFileSync(path.join(publicDir, 'files/price list.pdf'), '%PDF-1.7');
  writeFileSync(path.join(publicDir, 'files/menu.pdf'), '%PDF-1.7');
  const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
  writeFileSync(path.join(outside, 'secret.pdf'), '%PDF-1.7');
  symlinkSync(path.join(outside, 'secret.pdf'), path.join(publicDir, 'files/linked.pdf'));
  afterAll(() => {
    for (const dir of [publicDir, outside]) rmSync(dir, { recursive: true, force: true });
  });
  const withFiles = { publicDir, pictures: picturesOnDisk };

  it.each(['/files/menu.pdf', '/files/price%20list.pdf', '/files/menu.pdf#page=2'])(
    '%s is a file there: accepted',
    (href) => {
      expect(checkInternalLinks([linkPage(href)], routes, withFiles)).toEqual([]);
    },
  );

  it('to a file that is not there: says so, and offers the file meant', () => {
    expect(headlines(checkInternalLinks([linkPage('/files/mneu.pdf')], routes, withFiles))).toEqual([
      'pages/links.yaml:9:13  block 1 (callToAction), button: link "/files/mneu.pdf" goes to no page, and the public folder has no such file. Did you mean "/files/menu.pdf"?',
    ]);
  });

  it('out of the public folder, through a link, or to a folder without an extension: refused', () => {
    const refused = [`/../${path.basename(outside)}/secret.pdf`, '/files/linked.pdf', '/files', '/files/%E0%A4%A.pdf'];
    expect(
      checkInternalLinks(
        refused.map((href) => linkPage(href)),
        routes,
        withFiles,
      ),
    ).toHaveLength(refused.length);
  });
});

describe('pictures', () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'));
  mkdirSync(path.join(publicDir, 'images/services'), { recursive: true });
  writeFileSync(path.join(publicDir, 'images/roof.svg'), '<svg/>');
  writeFileSync(path.join(publicDir, 'images/services/roofing-crew.jpg'), '');
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  const heroWith = (src: string) =>
    page('pages/home.yaml', '/', [
      '  - type: hero',
      '    heading: Roofs',
      '    images:',
      `      - src: ${src}`,
      '        alt: A roof',
    ]);

  it('that exist: no message', () => {
    expect(
      checkImages(
        [heroWith('/images/roof.svg'), heroWith('/images/services/roofing-crew.jpg')],
        publicDir,
        picturesOnDisk,
      ),
    ).toEqual([]);
  });

  it('a misspelt file name: suggests the file meant', () => {
    expect(
      headlines(
        checkImages(
          [heroWith('/images/rof.svg'), heroWith('/images/services/rofing-crew.jpg')],
          publicDir,
          picturesOnDisk,
        ),
      ),
    ).toEqual([
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/rof.svg" was not found in the public folder. Did you mean "/images/roof.svg"?',
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/services/rofing-crew.jpg" was not found in the public folder. Did you mean "/images/services/roofing-crew.jpg"?',
    ]);
  });

  it('a short file name two typos away: still suggests the file meant', () => {
    expect(headlines(checkImages([heroWith('/images/rf.svg')], publicDir, picturesOnDisk))).toEqual([
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/rf.svg" was not found in the public folder. Did you mean "/images/roof.svg"?',
    ]);
  });

  it('another picture of the same folder is not offered for a different name', () => {
    expect(
      headlines(checkImages([heroWith('/images/gutter.svg'), heroWith('/images/deck.svg')], publicDir, picturesOnDisk)),
    ).toEqual([
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/gutter.svg" was not found in the public folder.',
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/deck.svg" was not found in the public folder.',
    ]);
  });

  it('with no images folder at all: the message without a suggestion', () => {
    expect(
      headlines(checkImages([heroWith('/images/roof.svg')], path.join(publicDir, 'nothing'), picturesOnDisk)),
    ).toEqual([
      'pages/home.yaml:8:14  block 1 (hero), image 1: image "/images/roof.svg" was not found in the public folder.',
    ]);
  });
});

describe('heroes', () => {
  const hero = ['  - type: hero', '    heading: Roofs', '    images: []'];

  it('every hero after the first is pointed at, naming the first', () => {
    const blocks = [...hero, '  - type: steps', ...hero, ...hero];
    expect(headlines(checkOneHeroPerPage([page('pages/home.yaml', '/', blocks)]))).toEqual([
      'pages/home.yaml:9:11  block 3 (hero): a page can have only one hero; the first is block 1',
      'pages/home.yaml:12:11  block 4 (hero): a page can have only one hero; the first is block 1',
    ]);
  });

  it('one hero, anywhere, is fine', () => {
    expect(checkOneHeroPerPage([page('pages/home.yaml', '/', ['  - type: steps', ...hero])])).toEqual([]);
  });
});

describe('company facts in double braces', () => {
  const company: Site['company'] = {
    name: 'Test Roofing Company',
    shortName: 'Test Roofing',
    phone: '(503) 555-0100',
    email: 'office@example.com',
    address: { street: '1 Main St', city: 'Sherwood', region: 'OR', postalCode: '97140', country: 'US' },
    credentials: [
      { label: 'Oregon license', number: 'CCB# 229721', fact: 'oregonLicence' },
      { label: 'Washington license', number: 'WA# TESTRC000AA', fact: 'washingtonLicence' },
      { label: 'Master Elite Certified', fact: 'certification' },
    ],
    yearsInBusiness: 18,
    emergencyService: '24/7',
    serviceArea: 'Portland Metro Area',
  } as Site['company'];
  const facts = factsOf(company);

  it('every fact a page can name, written the way a visitor reads it', () => {
    expect(facts).toEqual({
      companyName: 'Test Roofing Company',
      shortName: 'Test Roofing',
      phone: '(503) 555-0100',
      email: 'office@example.com',
      address: '1 Main St, Sherwood, OR 97140',
      city: 'Sherwood',
      oregonLicence: 'CCB# 229721',
      washingtonLicence: 'WA# TESTRC000AA',
      years: '18',
      emergency: '24/7',
      certification: 'Master Elite Certified',
      serviceArea: 'Portland Metro Area',
    });
  });

  it('{{address}} in a page becomes the address on one line, wherever the text sits', () => {
    const page = {
      blocks: [
        {
          type: 'richText',
          sections: [{ paragraphs: ['Visit us at {{address}}.', 'Call {{ phone }}, {{years}} years.'] }],
        },
      ],
    };
    expect(fillPlaceholders(page, facts)).toEqual({
      value: {
        blocks: [
          {
            type: 'richText',
            sections: [
              { paragraphs: ['Visit us at 1 Main St, Sherwood, OR 97140.', 'Call (503) 555-0100, 18 years.'] },
            ],
          },
        ],
      },
      unknown: [],
    });
  });

  it('leaves numbers, true/false and empty values as they are', () => {
    const block = { stars: 5, callButton: true, intro: null };
    expect(fillPlaceholders(block, facts)).toEqual({ value: block, unknown: [] });
  });

  it('names that are not facts are kept as written and reported with their place', () => {
    const page = { blocks: [{ heading: 'Call {{phnoe}}', items: [{ text: '{{toString}} and {{}}' }] }] };
    const { value, unknown } = fillPlaceholders(page, facts);
    expect(value).toEqual(page);
    expect(unknown).toEqual([
      { path: ['blocks', 0, 'heading'], name: 'phnoe' },
      { path: ['blocks', 0, 'items', 0, 'text'], name: 'toString' },
      { path: ['blocks', 0, 'items', 0, 'text'], name: '' },
    ]);
  });

  it('single braces are plain text', () => {
    expect(fillPlaceholders('{phone} {{phone}', facts)).toEqual({ value: '{phone} {{phone}', unknown: [] });
  });
});
