/**
 * The moment a build is made for: an entry whose publishAt is later is left out of it, and the sitemap's dates are
 * that day's. A build runs in several processes (src/cli/build.ts), so it fixes the moment once, in BUILD_MOMENT, and
 * every step reads the same one; a build started without it (a test, the development server) is made for now.
 */

const variable = 'BUILD_MOMENT';

/** The file a build writes beside its pages: the moment it was made for, and the entries it left for later. */
export const UPCOMING_FILE = '.upcoming.json';

/** The build's moment, in ms since 1970. */
export function buildMoment(): number {
  const fixed = process.env[variable];
  const moment = fixed ? Date.parse(fixed) : Number.NaN;
  return Number.isNaN(moment) ? Date.now() : moment;
}

/** Fixes the moment for this build and the processes it starts, unless it was fixed before (a test's moment). */
export function fixBuildMoment(): void {
  process.env[variable] ??= new Date().toISOString();
}
