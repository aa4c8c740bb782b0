// @vitest-environment node
/**
 * A collection's declaration and its entries' files, read and judged (src/content/collections/readCollections.ts,
 * declaration.ts), on a copy of the smallest fixture site: the names a collection and an entry may have, the own
 * fields a declaration names, an empty file, and entries no declaration draws, each told at its file and line.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSite, workDeclaration, workEntry } from './collectionSite';

let site: ReturnType<typeof collectionSite>;
beforeEach(() => {
  site = collectionSite('collection-declarations-');
});
afterEach(() => site.remove());

/** The declaration with own fields town and rooms, and these lines after them. */
const withOwnFields = (extra: string[]) =>
  workDeclaration(['fields:', '  town:', '    type: string', '  rooms:', '    type: integer', ...extra]);

const routes = () => site.load().content?.pages.map((page) => page.route) ?? [];

describe('the names of collections and entries', () => {
  it('a collection is named in lower-case letters, digits and dashes, told at its file', () => {
    for (const bad of ['Work', 'work-', '-work', 'our--work', 'our_work']) {
      site.write(`collections/${bad}.yaml`, workDeclaration());
      expect(site.headlines()).toEqual([
        `collections/${bad}.yaml:1:1  "${bad}" cannot name a collection: use lower-case letters, digits and dashes (for example news)`,
      ]);
      site.remove();
      site = collectionSite('collection-declarations-');
    }
  });

  it('an entry’s file name is its address, so it follows the same rule, told at that file only', () => {
    site.write('collections/our-work-2.yaml', workDeclaration());
    site.write('collections/our-work-2/Spring Roof.yaml', workEntry('Spring', '2026-01-01'));
    site.write('collections/our-work-2/new-roof-2.yaml', workEntry('New roof', '2026-01-01'));
    expect(site.headlines()).toEqual([
      `collections/our-work-2/Spring Roof.yaml:1:1  "Spring Roof" cannot be an entry's file name, which is its address: use lower-case letters, digits and dashes`,
    ]);
  });

  it('a file saved with its ending twice is named by all before the last ending, which is no name', () => {
    site.write('collections/work.yml.yaml', workDeclaration());
    site.write(
      'collections/news.yaml',
      workDeclaration().map((line) => line.replace('/work/', '/news/')),
    );
    site.write('collections/news/a.yml.yaml', workEntry('Alpha', '2026-01-01'));
    expect(site.headlines()).toEqual([
      `collections/news/a.yml.yaml:1:1  "a.yml" cannot be an entry's file name, which is its address: use lower-case letters, digits and dashes`,
      'collections/work.yml.yaml:1:1  "work.yml" cannot name a collection: use lower-case letters, digits and dashes (for example news)',
    ]);
  });

  it('a declaration and its entries may end in .yml as well as .yaml', () => {
    site.write('collections/work.yml', workDeclaration());
    site.write('collections/work/a.yml', workEntry('Alpha', '2026-01-01'));
    site.write('collections/work/b.yaml', workEntry('Bravo', '2026-01-02'));
    expect(site.headlines()).toEqual([]);
    expect(routes()).toEqual(expect.arrayContaining(['/work/a', '/work/b']));
  });
});

describe('the own fields a declaration names', () => {
  it('one named like a field every entry has is told at its schema', () => {
    site.write('collections/work.yaml', withOwnFields(['  summary:', '    type: string']));
    expect(site.headlines()).toEqual([
      expect.stringMatching(
        /^collections\/work\.yaml:11:5 +fields: "summary" is a field every entry has already: name this one otherwise$/,
      ),
    ]);
  });

  it('a required field, a fact or the photos that is not an own field: a "did you mean", else the own fields', () => {
    site.write('collections/work.yaml', withOwnFields(['required: [twon, rooms]', 'facts: [rooms, price]']));
    expect(site.headlines()).toEqual([
      // A required field no schema defines cannot be compiled either: ajv's own words, told at the fields.
      expect.stringMatching(
        /^collections\/work\.yaml:6:3 +its fields are not a JSON Schema ajv can read: .*required property "twon"/,
      ),
      expect.stringMatching(
        /^collections\/work\.yaml:10:12 +required: "twon" is not one of this collection's own fields\. Did you mean "town"\?$/,
      ),
      expect.stringMatching(
        /^collections\/work\.yaml:11:16 +facts: "price" is not one of this collection's own fields\. Its fields: town, rooms\.$/,
      ),
    ]);
    site.write('collections/work.yaml', workDeclaration(['facts: [town]']));
    expect(site.headlines()).toEqual([
      expect.stringMatching(
        /^collections\/work\.yaml:5:\d+ .*"town" is not one of .* Declare it under fields first\.$/,
      ),
    ]);
  });

  it('photos that are not an own field are told at the photos’ own line, other mistakes at theirs', () => {
    site.write('collections/work.yaml', withOwnFields(['photos: pictures']));
    // Told at the value itself, which is the whole of the photos (no "photos:" place before the message).
    expect(site.headlines()).toEqual([
      `collections/work.yaml:10:9  "pictures" is not one of this collection's own fields. Its fields: town, rooms.`,
    ]);
    site.write('collections/work.yaml', withOwnFields(['facts: [size, age]', 'photos: pictures']));
    expect(site.headlines()).toEqual([
      expect.stringMatching(/^collections\/work\.yaml:10:\d+ +facts: "size" is not one of/),
      expect.stringMatching(/^collections\/work\.yaml:10:\d+ +facts: "age" is not one of/),
      expect.stringMatching(/^collections\/work\.yaml:11:9 +"pictures" is not one of/),
    ]);
    site.write('collections/work.yaml', withOwnFields(['facts: [size]', 'photos: rooms']));
    expect(site.headlines()).toEqual([
      expect.stringMatching(/^collections\/work\.yaml:10:9 .*"size" is not one of this collection's own fields\./),
    ]);
  });

  it('a declaration with a mistake draws none of its entries, which are not judged until it is mended', () => {
    site.write('collections/work.yaml', withOwnFields(['facts: [size]']));
    site.write('collections/work/a.yaml', ['title: Alpha', 'date: 2026-01-01']);
    expect(site.headlines()).toHaveLength(1);
    expect(routes()).not.toContain('/work/a');
  });
});

describe('entries', () => {
  it('without a title and a date are told what they lack, like one without a summary', () => {
    site.write('collections/work.yaml', workDeclaration());
    site.write('collections/work/a.yaml', ['summary: What was done.']);
    const told = site.headlines().join('\n');
    expect(told).toMatch(/collections\/work\/a\.yaml:.*"title"/);
    expect(told).toMatch(/collections\/work\/a\.yaml:.*"date"/);
  });

  it('have the fields every entry has judged as in every collection: a date that is no day, tags that are no list', () => {
    site.write('collections/work.yaml', withOwnFields([]));
    site.write('collections/work/a.yaml', workEntry('Alpha', 'yesterday', ['tags: rain']));
    const told = site.headlines();
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/^collections\/work\/a\.yaml:2:7 .*date/);
    expect(told[1]).toMatch(/^collections\/work\/a\.yaml:\d+:7 .*tags/);
  });

  it('are judged by the fields their collection declares now, when they change between two checks', () => {
    // Own fields no earlier run has seen, so their judge is made afresh rather than read from the disk.
    const fresh = randomUUID().slice(0, 12);
    const declared = (field: string) =>
      withOwnFields([`  ${field}Note:`, '    type: string', `    title: Note ${fresh}`, `required: [${field}Note]`]);
    site.write('collections/work.yaml', declared('town'));
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['townNote: Salem']));
    expect(site.headlines()).toEqual([]);
    site.write('collections/work.yaml', declared('rooms'));
    expect(site.headlines()).toEqual([
      'collections/work/a.yaml:1:1  missing required field "roomsNote"',
      expect.stringMatching(/^collections\/work\/a\.yaml:7:1 +"townNote" is not a field known here\./),
    ]);
  });

  it('are judged by their own collection’s fields: a field of another collection is a mistake', () => {
    site.write('collections/work.yaml', withOwnFields(['required: [town]']));
    site.write('collections/news.yaml', [
      ...workDeclaration(['fields:', '  author:', '    type: string']).map((line) => line.replace('/work/', '/news/')),
    ]);
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['town: Salem', 'rooms: 3']));
    site.write('collections/news/b.yaml', workEntry('Bravo', '2026-01-02', ['author: Kim']));
    expect(site.headlines()).toEqual([]);
    expect(routes()).toEqual(expect.arrayContaining(['/work/a', '/news/b']));
    site.write('collections/news/b.yaml', workEntry('Bravo', '2026-01-02', ['town: Salem']));
    site.write('collections/work/a.yaml', workEntry('Alpha', '2026-01-01', ['rooms: 3']));
    const told = site.headlines();
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/^collections\/news\/b\.yaml:7:1 .*town/);
    expect(told[1]).toMatch(/^collections\/work\/a\.yaml:\d+:\d+ .*town/);
  });

  it('an empty file is told what it needs, in the collection’s word for an entry', () => {
    site.write('collections/work.yaml', workDeclaration());
    site.write('collections/work/a.yaml', []);
    site.write('collections/news.yaml', []);
    expect(site.headlines()).toEqual([
      'collections/news.yaml:1:1  the file is empty: a collection needs title, entryName, route, kind and page',
      'collections/work/a.yaml:1:1  the file is empty: a job needs title, date and summary',
    ]);
    site.write(
      'collections/work.yaml',
      workDeclaration().map((line) => line.replace('entryName: job', 'entryName: entry')),
    );
    expect(site.headlines()).toContain(
      'collections/work/a.yaml:1:1  the file is empty: an entry needs title, date and summary',
    );
  });

  it('one deeper than its collection’s folder, or in a folder no declaration names, is told at its file', () => {
    site.write('collections/work.yaml', workDeclaration());
    site.write('collections/work/2026/a.yaml', workEntry('Alpha', '2026-01-01'));
    // Deeper, though its folder has a collection's name.
    site.write('collections/news/work/c.yaml', workEntry('Charlie', '2026-01-01'));
    site.write('collections/wrok/b.yaml', workEntry('Bravo', '2026-01-01'));
    expect(site.headlines()).toEqual([
      `collections/news/work/c.yaml:1:1  an entry sits directly in its collection's folder (collections/<collection>/<name>.yaml), not deeper`,
      `collections/work/2026/a.yaml:1:1  an entry sits directly in its collection's folder (collections/<collection>/<name>.yaml), not deeper`,
      'collections/wrok/b.yaml:1:1  there is no collections/wrok.yaml declaring the collection "wrok". Did you mean "work"?',
    ]);
  });
});
