/**
 * The content's way from files to data, in order: parse with positions → validate against the schemas → fill in
 * the company facts → cross-file rules. Files that passed before and have not changed skip the first two steps
 * (checkedFileCache.ts). Returns the plain data the renderer needs, or every error of every file.
 */
import type { ContentError } from './contentError.ts';
import { cutShortPerFile } from './contentError.ts';
import {
  checkImages,
  checkInternalLinks,
  checkOneHeroPerPage,
  checkRoutes,
  type CheckedFile,
  type PageFields,
} from './crossFileRules.ts';
import { collectionRoutes, expandCollections } from './collections/expandCollections.ts';
import { readCollections } from './collections/readCollections.ts';
import { checkForms, checkInboxStatuses } from './formRules.ts';
import { checkTimeZone } from './timeZoneRule.ts';
import { checkSiteIdentity } from './identityRules.ts';
import { checkThemeContrast } from './themeContrast.ts';
import { checkRedirects } from './redirectRules.ts';
import { NOT_FOUND_ROUTE, type PageData, type Site, type SiteContent } from './model.ts';
import { buildMoment } from './buildMoment.ts';
import { diskContext, type CheckerContext } from './checkerContext.ts';
import { fillFacts } from './fillFacts.ts';
import { factsOf } from './placeholders.ts';
import { contentFilesIn, toDisplayPath, type ContentFiles } from './projectFiles.ts';
import { readChecked, type Judge } from './readChecked.ts';
import { validateAgainstSchema } from './schemas.ts';

export interface LoadOptions {
  /** The moment the site is built for (ms since 1970): an entry whose publishAt is later is left out (buildMoment.ts). */
  now?: number;
}

export interface LoadResult {
  content?: SiteContent;
  errors: ContentError[];
  /** Every file that was read, so a watcher knows what to watch. */
  files: string[];
}

/** The site's file and its pages, each judged by its schema in schema/. */
const judges = {
  site: {
    validate: (data: unknown) => validateAgainstSchema('site', data),
    emptyHelp: 'the file is empty: site.yaml needs company, navigation, callButton, footer, theme and seo',
  },
  page: {
    validate: (data: unknown) => validateAgainstSchema('page', data),
    emptyHelp: 'the file is empty: a page needs route, title, description and blocks',
  },
} satisfies Record<string, Judge>;

/** What to do about a link where content should be, by where it is (site.yaml, pages/ or public/). */
function linkHelp(files: ContentFiles, link: string): string {
  if (link === files.siteFile) return 'put site.yaml itself here';
  return link.startsWith(files.publicDir) ? 'put the file itself here' : 'put the page itself here';
}

/**
 * The check of the site as `context` gives it (checkerContext.ts); content files alone are read from the disk, as
 * `npm run check` reads them.
 */
export function loadContent(
  context: CheckerContext | ContentFiles = contentFilesIn(),
  options: LoadOptions = {},
): LoadResult {
  const { files, read, pictures, cache } = 'files' in context ? context : diskContext(context);
  // Nothing is read through a link: it could lead anywhere on the server, and the site would publish what it finds.
  const errors: ContentError[] = files.links.map((link) => ({
    file: toDisplayPath(files.root, link),
    line: 1,
    col: 1,
    where: '',
    message: `this is a link to another place, not a file or folder of its own: ${linkHelp(files, link)}`,
  }));
  const site = files.links.includes(files.siteFile)
    ? undefined
    : readChecked<Site>(files.root, files.siteFile, judges.site, errors, cache, read);
  const pages = files.pageFiles.flatMap(
    (file) => readChecked<PageFields & PageData>(files.root, file, judges.page, errors, cache, read) ?? [],
  );
  const collections = readCollections({ files, read, pictures, cache }, errors);
  cache.save();

  // The not-found page has no address to link to: it is never offered for a broken link either.
  const routes = new Set([
    ...pages.map((page) => page.data.route).filter((route) => route !== NOT_FOUND_ROUTE),
    ...collectionRoutes(collections),
  ]);
  errors.push(...checkRoutes(pages));
  // A page that could not be read has an unknown route: links to it would be false alarms until it is fixed.
  const everyPageRead = pages.length === files.pageFiles.length;
  const collectionFiles = collections.flatMap(({ declaration, entries }) => [
    declaration,
    ...entries.map(({ checked }) => checked),
  ]);
  const checkedFiles: CheckedFile<unknown>[] = [...(site ? [site] : []), ...pages, ...collectionFiles];
  if (everyPageRead) errors.push(...checkInternalLinks(checkedFiles, routes, { publicDir: files.publicDir, pictures }));
  errors.push(...checkImages(checkedFiles, files.publicDir, pictures));
  errors.push(...checkOneHeroPerPage(pages));
  errors.push(...checkForms(pages));

  const allFiles = [files.siteFile, ...files.pageFiles, ...files.collectionFiles, ...files.entryFiles];
  if (!site) return { errors: cutShortPerFile(errors), files: allFiles };

  errors.push(...checkSiteIdentity(site));
  errors.push(...checkThemeContrast(site));
  if (everyPageRead) errors.push(...checkRedirects(site, routes));
  errors.push(...checkInboxStatuses(site));
  errors.push(...checkTimeZone(site));
  const facts = factsOf(site.data.company);
  const filledSite = fillFacts(site, facts, errors);
  const filledPages = pages.map((page) => ({ ...fillFacts(page, facts, errors), file: page.file }));
  if (errors.length || files.pageFiles.length === 0) {
    if (files.pageFiles.length === 0)
      errors.push({
        file: 'pages',
        line: 1,
        col: 1,
        where: '',
        message: 'there are no pages: add YAML files under pages/',
      });
    return { errors: cutShortPerFile(errors), files: allFiles };
  }
  const expanded = expandCollections(
    collections,
    pages.map((checked, index) => ({ checked, filled: filledPages[index] })),
    facts,
    options.now ?? buildMoment(),
    errors,
  );
  if (errors.length) return { errors: cutShortPerFile(errors), files: allFiles };
  expanded.pages.sort((a, b) => a.route.localeCompare(b.route));
  return {
    content: { site: filledSite, pages: expanded.pages, collections: expanded.collections },
    errors: [],
    files: allFiles,
  };
}
