/**
 * `npm run new-page -- /about/our-team [--root DIR]`: creates pages/about/our-team.yaml, ready to edit, and
 * says what to do next. Refuses, in plain words, a missing address with exit code 2 (a mistake on the command line,
 * like an unknown option) and an address that is taken or malformed with exit code 1.
 */
import path from 'node:path';
import { createPage, NewPageRefused } from '../authoring/newPage.ts';
import { readCommandLine, refuseCommandLine } from './shared/commandLine.ts';

const command = 'npm run new-page --';
const { values, positionals } = readCommandLine({
  command,
  summary: 'Creates the YAML file of a new page at ADDRESS (pages/<address>.yaml), a valid page ready to edit.',
  arguments: 'ADDRESS',
  positionals: { max: 1 },
  options: {
    root: { type: 'string', value: 'DIR', help: 'the project folder to create the page in; default the current one' },
  },
  examples: ['npm run new-page -- /about/our-team'],
});
const root = path.resolve(values.root ?? process.cwd());
const route = positionals[0];
if (!route?.trim())
  refuseCommandLine(command, 'Give the address of the new page, for example npm run new-page -- /about/our-team');

try {
  const page = createPage(root, route);
  console.log(
    [
      `Created ${page.file} for the page ${page.route}.`,
      '',
      'Next:',
      `  1. Open ${page.file} and replace the sample words (title, description, headings, text).`,
      '  2. Add sections from docs/blocks.md, or type "- type:" under blocks: for your editor to suggest them.',
      `  3. Link to it: in site.yaml under navigation (- label: ... and href: ${page.route}), or from another page.`,
      '  4. Run npm run check. The page is on the site and in sitemap.xml at the next build.',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof NewPageRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
