/**
 * The minimal fixture site's site.yaml as the build hands it to the app (facts filled in), with any top-level
 * fields replaced: the engine's tests of the header, footer and structured data read a site of their own, never the
 * live content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../src/content/model';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';

const fixtureFile = path.join(__dirname, '../fixtures/minimal-site/site.yaml');

/** The fixture's site.yaml as written, before its facts are filled in. */
export function rawFixtureSite(): Site {
  return parse(readFileSync(fixtureFile, 'utf8')) as Site;
}

/** The fixture site with `company` fields and `footer` fields changed as given, facts filled in. */
export function fixtureSite(
  changes: { company?: Partial<Site['company']>; footer?: Partial<Site['footer']> } = {},
): Site {
  const raw = rawFixtureSite();
  const site: Site = {
    ...raw,
    company: { ...raw.company, ...changes.company },
    footer: { ...raw.footer, ...changes.footer },
  };
  return fillPlaceholders(site, factsOf(site.company)).value;
}
