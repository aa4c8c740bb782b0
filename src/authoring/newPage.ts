/**
 * `npm run new-page -- /about/our-team`: writes pages/about/our-team.yaml from a template that already passes
 * `npm run check`, so a person starts from a working page and changes its words. The template names its schema in
 * its first line (editor help) and uses no picture, so it needs nothing else to exist.
 */
import { newPageSentences } from '../schemaPlaces/sampleWords.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentFilesIn, toDisplayPath } from '../content/projectFiles.ts';
import { pageAddressRefusal, routeOfTyped } from './pageAddress.ts';
import { addressInWords } from '../editorApi/words.ts';

/** A refusal, in words for the person who typed the command. */
export class NewPageRefused extends Error {}

/** "about/our-team" and "/about/our-team" both mean the page /about/our-team. */
export function routeFromArgument(argument: string | undefined): string {
  const example = 'for example npm run new-page -- /about/our-team';
  if (!argument?.trim()) throw new NewPageRefused(`Give the address of the new page, ${example}`);
  const route = routeOfTyped(argument);
  const refusal = pageAddressRefusal(argument, route, example);
  if (refusal) throw new NewPageRefused(refusal);
  return route;
}

/** /about/our-team → pages/about/our-team.yaml */
export function pageFileFor(root: string, route: string): string {
  return `${path.join(root, 'pages', ...route.split('/').filter(Boolean))}.yaml`;
}

/** The route each page file declares, read leniently: a broken file is npm run check's business, not this one's. */
function declaredRoutes(pageFiles: string[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of pageFiles) {
    try {
      const route = (parse(readFileSync(file, 'utf8')) as { route?: unknown } | null)?.route;
      if (typeof route === 'string') routes.set(route, file);
    } catch {
      // Unreadable YAML declares nothing.
    }
  }
  return routes;
}

/** Double-quoted YAML text, so a colon or a # in a heading cannot change the file's meaning. */
const quoted = (text: string) => JSON.stringify(text);

export function pageTemplate(route: string, schemaPath: string, hasContactPage: boolean): string {
  const heading = addressInWords(route);
  // Words any business can keep or change: the office writes its own offer here (a first visit, a call back…).
  const contact = hasContactPage ? ['    button:', '      label: Contact Us', '      href: /contact'] : [];
  return [
    `# yaml-language-server: $schema=${schemaPath}`,
    `# ${heading}: say in one line what this page is for. Lines starting with # are notes; visitors never see them.`,
    `route: ${route}`,
    `title: ${quoted(`${heading} | {{shortName}}`)}`,
    `description: ${quoted(`${heading} by {{companyName}} in the {{serviceArea}}. ${newPageSentences.description}`)}`,
    'blocks:',
    '  - type: richText',
    `    heading: ${heading}`,
    `    intro: ${newPageSentences.intro}`,
    '    sections:',
    '      - heading: What We Do',
    '        paragraphs:',
    `          - ${newPageSentences.paragraph}`,
    '  - type: callToAction',
    '    surface: dark',
    '    heading: Questions? We Are Glad to Help',
    '    text: Call us, or send us a message and we will get back to you.',
    '    callButton: true',
    ...contact,
    '',
  ].join('\n');
}

export interface CreatedPage {
  route: string;
  /** The new file, relative to the project root (pages/about/our-team.yaml). */
  file: string;
}

export function createPage(root: string, argument: string | undefined): CreatedPage {
  const route = routeFromArgument(argument);
  const file = pageFileFor(root, route);
  const shown = toDisplayPath(root, file);
  const routes = declaredRoutes(contentFilesIn(root).pageFiles);
  const owner = routes.get(route);
  if (owner)
    throw new NewPageRefused(
      `The page ${route} already exists: ${toDisplayPath(root, owner)} declares it. Edit that file instead.`,
    );
  if (existsSync(file)) throw new NewPageRefused(`${shown} already exists. Edit it, or choose another address.`);
  const schemaPath = path
    .relative(path.dirname(file), path.join(root, 'schema', 'page.schema.json'))
    .split(path.sep)
    .join('/');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageTemplate(route, schemaPath, routes.has('/contact')), { flag: 'wx' });
  return { route, file: shown };
}
