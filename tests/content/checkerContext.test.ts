// @vitest-environment node
/**
 * What the checker is handed (src/content/checkerContext.ts): the project on disk, unsaved texts laid over it, and
 * the public folder's pictures as the context has them, whether or not they are on disk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskContext, withDrafts, type CheckerContext } from '../../src/content/checkerContext';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { picturesOnDisk } from '../../src/content/publicPictures';

// Only read, never written: the fixture has no node_modules, so nothing is remembered either.
const root = path.join(__dirname, '../fixtures/minimal-site');
const at = (name: string) => path.join(root, name);
const onDisk = () => diskContext(contentFilesIn(root));
const about = readFileSync(at('pages/about.yaml'), 'utf8');
const withPicture = (src: string) => about.replace('src: /images/roof.svg', `src: ${src}`);

describe('the project on disk', () => {
  it("is its files, read from disk, with the public folder's pictures on disk", () => {
    const context = onDisk();
    expect(context.files).toEqual(contentFilesIn(root));
    expect(context.read(at('pages/about.yaml'))).toBe(about);
    expect(context.pictures).toBe(picturesOnDisk);
    expect(loadContent(context).errors).toEqual([]);
  });
});

describe('drafts laid over the project', () => {
  it('a draft of an existing page or of site.yaml is read in place of its file, and adds no page', () => {
    const site = readFileSync(at('site.yaml'), 'utf8');
    const context = withDrafts(
      onDisk(),
      new Map([
        [at('pages/about.yaml'), 'route: /about-us\n'],
        [at('site.yaml'), `${site}# draft\n`],
      ]),
    );
    expect(context.files.pageFiles).toEqual(contentFilesIn(root).pageFiles);
    expect(context.read(at('pages/about.yaml'))).toBe('route: /about-us\n');
    expect(context.read(at('site.yaml'))).toBe(`${site}# draft\n`);
    expect(context.read(at('pages/home.yaml'))).toBe(readFileSync(at('pages/home.yaml'), 'utf8'));
  });

  it('a draft of a page not on disk yet is one of the pages, in the order of the files', () => {
    const context = withDrafts(
      onDisk(),
      new Map([
        [at('pages/services/gutters.yaml'), 'route: /services/gutters\n'],
        [at('pages/a-first.yaml'), 'route: /a-first\n'],
      ]),
    );
    expect(context.files.pageFiles).toEqual(
      [
        'pages/a-first.yaml',
        'pages/about.yaml',
        'pages/home.yaml',
        'pages/not-found.yaml',
        'pages/services/gutters.yaml',
      ].map(at),
    );
    expect(context.read(at('pages/a-first.yaml'))).toBe('route: /a-first\n');
  });

  it('a text for a file that is no page (not YAML, or outside pages/) is no page', () => {
    const context = withDrafts(
      onDisk(),
      new Map([
        [at('pages/notes.txt'), 'route: /notes\n'],
        [at('public/extra.yaml'), 'route: /extra\n'],
      ]),
    );
    expect(context.files.pageFiles).toEqual(contentFilesIn(root).pageFiles);
  });

  it('keeps the pictures and the cache of the context beneath', () => {
    const beneath = onDisk();
    const context = withDrafts(beneath, new Map());
    expect(context.pictures).toBe(beneath.pictures);
    expect(context.cache).toBe(beneath.cache);
    expect(context.files.siteFile).toBe(beneath.files.siteFile);
  });

  it('a new page is checked with the site: a link to it passes, its mistakes are named in its file', () => {
    const linking = about.replace('href: /', 'href: /services/gutters');
    const newPage = at('pages/services/gutters.yaml');
    const page = about.replace('route: /about', 'route: /services/gutters');
    expect(loadContent(withDrafts(onDisk(), new Map([[at('pages/about.yaml'), linking]]))).errors).toHaveLength(1);
    const passing = loadContent(
      withDrafts(
        onDisk(),
        new Map([
          [at('pages/about.yaml'), linking],
          [newPage, page],
        ]),
      ),
    );
    expect(passing.errors).toEqual([]);
    expect(passing.content?.pages.map((each) => each.file)).toContain('pages/services/gutters.yaml');
    const broken = loadContent(withDrafts(onDisk(), new Map([[newPage, page.replace('heading:', 'headng:')]])));
    expect(new Set(broken.errors.map((error) => error.file))).toEqual(new Set(['pages/services/gutters.yaml']));
  });
});

describe("the public folder's pictures as the context has them", () => {
  /** The project with one more picture than the disk has, as a photo not yet where the checker looks would be. */
  const withPhotoOnlyInContext = (): CheckerContext => {
    const photo = at('public/images/uploads/porch-3f9a1c.jpg');
    return {
      ...onDisk(),
      pictures: {
        ...picturesOnDisk,
        exists: (picture) => picture === photo || picturesOnDisk.exists(picture),
        filesUnder: (dir, prefix) => [...picturesOnDisk.filesUnder(dir, prefix), '/images/uploads/porch-3f9a1c.jpg'],
      },
    };
  };
  const naming = (src: string) => new Map([[at('pages/about.yaml'), withPicture(src)]]);

  it('a picture the context has passes, though it is not on disk', () => {
    expect(
      loadContent(withDrafts(onDisk(), naming('/images/uploads/porch-3f9a1c.jpg'))).errors.map(errorHeadline),
    ).toEqual([
      'pages/about.yaml:8:14  block 1 (hero), image 1: image "/images/uploads/porch-3f9a1c.jpg" was not found in the public folder.',
    ]);
    expect(
      loadContent(withDrafts(withPhotoOnlyInContext(), naming('/images/uploads/porch-3f9a1c.jpg'))).errors,
    ).toEqual([]);
  });

  it('a picture the context has is offered for a typo', () => {
    expect(
      loadContent(withDrafts(withPhotoOnlyInContext(), naming('/images/uploads/porch-3f9a1.jpg'))).errors.map(
        errorHeadline,
      ),
    ).toEqual([
      'pages/about.yaml:8:14  block 1 (hero), image 1: image "/images/uploads/porch-3f9a1.jpg" was not found in the public folder. Did you mean "/images/uploads/porch-3f9a1c.jpg"?',
    ]);
  });

  it('a picture the context says lies behind a link is refused', () => {
    const context: CheckerContext = {
      ...onDisk(),
      pictures: {
        ...picturesOnDisk,
        linkOnTheWay: (dir, picture) => (picture.includes('shared') ? path.join(dir, 'images/shared') : undefined),
      },
    };
    expect(loadContent(withDrafts(context, naming('/images/shared/porch.jpg'))).errors.map(errorHeadline)).toEqual([
      'pages/about.yaml:8:14  block 1 (hero), image 1: image "/images/shared/porch.jpg" leads through a link to another place (public/images/shared): put the picture itself in the public folder',
    ]);
  });
});
