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
import { explainSchemaErrors } from './explainSchemaErrors.ts';
import { checkForms, checkInboxStatuses } from './formRules.ts';
import { checkSiteIdentity } from './identityRules.ts';
import { describePath, locateValue } from './locate.ts';
import { NOT_FOUND_ROUTE, type PageData, type Site, type SiteContent } from './model.ts';
import { parseYaml, type ParsedYaml } from './parseYaml.ts';
import type { CheckedFileCache } from './checkedFileCache.ts';
import { diskContext, type CheckerContext, type ReadFile } from './checkerContext.ts';
import { factsOf, fillPlaceholders, MAX_FILLED_CHARS, type Facts } from './placeholders.ts';
import { contentFilesIn, toDisplayPath, type ContentFiles } from './projectFiles.ts';
import { validateAgainstSchema, type SchemaName } from './schemas.ts';
import { didYouMean } from './didYouMean.ts';

export interface LoadResult {
  content?: SiteContent;
  errors: ContentError[];
  /** Every file that was read, so a watcher knows what to watch. */
  files: string[];
}

const emptyFileHelp: Record<SchemaName, string> = {
  site: 'the file is empty: site.yaml needs company, navigation, callButton, footer, theme and seo',
  page: 'the file is empty: a page needs route, title, description and blocks',
};

/**
 * Parses and schema-checks one file; returns its data only when it has no errors. A file unchanged since it last
 * passed comes from the cache, and is parsed again only if a later rule needs a position in it.
 */
function readChecked<T>(
  root: string,
  absolutePath: string,
  schema: SchemaName,
  errors: ContentError[],
  cache: CheckedFileCache,
  read: ReadFile,
): CheckedFile<T> | undefined {
  const file = toDisplayPath(root, absolutePath);
  let source: string;
  try {
    source = read(absolutePath);
  } catch {
    errors.push({ file, line: 1, col: 1, where: '', message: 'the file cannot be read' });
    return undefined;
  }
  const remembered = cache.get(file, source);
  // The cache only saves time: without it the file is parsed and checked again, with the same result.
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, as said above.
  if (remembered !== undefined) {
    let parsed: ParsedYaml | undefined;
    return {
      file,
      data: remembered as T,
      get parsed() {
        parsed ??= parseYaml(file, source);
        return parsed;
      },
    };
  }
  const parsed = parseYaml(file, source);
  if (parsed.errors.length) {
    errors.push(...parsed.errors);
    return undefined;
  }
  // parseYaml has bounded the aliases and what they repeat; the parser's own bound would throw on a page within
  // them (a hundred uses of one anchor).
  const data = parsed.doc.toJS({ maxAliasCount: -1 }) as unknown;
  // An empty file, or one of comments only.
  if (data === null) {
    errors.push({ file, line: 1, col: 1, where: '', message: emptyFileHelp[schema] });
    return undefined;
  }
  const schemaErrors = explainSchemaErrors(parsed, data, validateAgainstSchema(schema, data));
  errors.push(...schemaErrors);
  if (schemaErrors.length) return undefined;
  cache.set(file, source, data);
  return { file, parsed, data: data as T };
}

/** What to do about a link where content should be, by where it is (site.yaml, pages/ or public/). */
function linkHelp(files: ContentFiles, link: string): string {
  if (link === files.siteFile) return 'put site.yaml itself here';
  return link.startsWith(files.publicDir) ? 'put the file itself here' : 'put the page itself here';
}

function fillFacts<T>(file: CheckedFile<T>, facts: Facts, errors: ContentError[]): T {
  const { value, unknown, overflow } = fillPlaceholders(file.data, facts);
  if (overflow)
    errors.push({
      file: file.file,
      ...locateValue(file.parsed, overflow),
      where: describePath(overflow.slice(0, -1), file.data),
      message: `the company facts named in this file come to more than ${MAX_FILLED_CHARS.toLocaleString('en-US')} characters once filled in, passed here: name long facts fewer times, or shorten them in site.yaml`,
    });
  for (const { path, name } of unknown) {
    errors.push({
      file: file.file,
      ...locateValue(file.parsed, path),
      where: describePath(path.slice(0, -1), file.data),
      message: `"{{${name}}}" is not a company fact.${didYouMean(name, Object.keys(facts)) || ` Facts: ${Object.keys(facts).join(', ')}.`}`,
    });
  }
  return value;
}

/**
 * The check of the site as `context` gives it (checkerContext.ts); content files alone are read from the disk, as
 * `npm run check` reads them.
 */
export function loadContent(context: CheckerContext | ContentFiles = contentFilesIn()): LoadResult {
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
    : readChecked<Site>(files.root, files.siteFile, 'site', errors, cache, read);
  const pages = files.pageFiles.flatMap(
    (file) => readChecked<PageFields & PageData>(files.root, file, 'page', errors, cache, read) ?? [],
  );
  cache.save();

  // The not-found page has no address to link to: it is never offered for a broken link either.
  const routes = new Set(pages.map((page) => page.data.route).filter((route) => route !== NOT_FOUND_ROUTE));
  errors.push(...checkRoutes(pages));
  // A page that could not be read has an unknown route: links to it would be false alarms until it is fixed.
  const everyPageRead = pages.length === files.pageFiles.length;
  const checkedFiles: CheckedFile<unknown>[] = site ? [site, ...pages] : pages;
  if (everyPageRead) errors.push(...checkInternalLinks(checkedFiles, routes));
  errors.push(...checkImages(checkedFiles, files.publicDir, pictures));
  errors.push(...checkOneHeroPerPage(pages));
  errors.push(...checkForms(pages));

  const allFiles = [files.siteFile, ...files.pageFiles];
  if (!site) return { errors: cutShortPerFile(errors), files: allFiles };

  errors.push(...checkSiteIdentity(site));
  errors.push(...checkInboxStatuses(site));
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
  filledPages.sort((a, b) => a.route.localeCompare(b.route));
  return { content: { site: filledSite, pages: filledPages, collections: [] }, errors: [], files: allFiles };
}
