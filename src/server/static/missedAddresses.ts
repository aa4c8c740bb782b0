/**
 * The addresses of the site visitors asked for and did not find (the site answered its not-found page), counted for
 * the office: a broken link on a page, an old address a search engine still shows, a misprint on a flyer. Each can be
 * mended with a redirect (site.yaml's `redirects:`), after which it drops out of the list.
 *
 * What is counted: a GET answered 404, by its path (never its query) as a redirect's `from` is written: as the browser
 * sent it, without the slash at its end (siteAddress in siteRedirects.ts), so the office can redirect it as listed. Not
 * counted: the editor and the API (their own 404s), files with a hash in their name (an old page still open in a
 * browser after a publish; nothing to mend) and /.well-known/ (what browsers and crawlers look for on every site).
 * Robots probing for weaknesses (/wp-login.php, /.env, /cgi-bin/ …) are only added up, apart: nothing to mend either.
 *
 * Bounds: at most 500 addresses of at most 200 characters (a longer one is counted with the probes: no person types
 * it); when the table is full, the address asked for least, and of those the one not seen for longest, makes room.
 * Each keeps the latest 3 pages that linked to it, 200 characters each, without their query.
 *
 * Kept in the data folder (missed-addresses.json; app.ts opens it after taking the folder's lock, so one server writes
 * it), written whole into a new file and renamed over the old one, at most
 * once a minute and when the server stops. Failure: a file that cannot be read, is too big or is not what this module
 * writes is a line in the log and an empty table; a save that fails is a line in the log and is tried again after the
 * next miss. Counting never stops the answer to a visitor.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { MissedAddress, MissedAddresses } from '../../editorApi/missedAddresses.ts';
import { textForLog } from '../http/logText.ts';
import { siteAddress } from './siteRedirects.ts';

export const missedAddressesFile = 'missed-addresses.json';

export const missedAddressLimits = {
  addresses: 500,
  addressLength: 200,
  referrers: 3,
  referrerLength: 200,
  fileBytes: 1024 * 1024,
  saveEveryMs: 60_000,
};

/** Paths that are not the site's pages, so never the office's to mend: left uncounted. */
const notCounted = [/^\/(edit|api)(\/|$)/, /^\/(assets|img)\//, /^\/\.well-known\//];

/** What robots ask for on every site, looking for a WordPress, PHP or a leaked file: the site has none of them. */
const probes = [
  /^\/(wp-|wordpress(\/|$))/i,
  /\/wp-(admin|content|includes|login|json)/i,
  /\.(php\d?|aspx?|jsp|cgi|env|ini|sql|bak|swp)(\/|$)/i,
  // /.env, /.git/config, /../etc/passwd (or %2e%2e): a name starting with a dot is never a page of the site.
  /\/(\.|%2e)/i,
  /xmlrpc|phpmyadmin|phpunit|\/cgi-bin(\/|$)/i,
];

interface MissedEntry {
  count: number;
  lastSeen: number;
  /** Newest first. */
  referrers: string[];
}

export interface MissedAddressTable {
  /** Counts a GET the site answered with its not-found page: `pathname` as sent, `referer` the header if any. */
  record(pathname: string, referer?: string): void;
  /** Counts a request the site answers with its not-found page, if it is a GET (record, above). */
  recordMiss(request: IncomingMessage, pathname: string): void;
  /**
   * The list for the office. An address `mended` names (the live site redirects it now) is forgotten: visitors of it
   * are sent on, so it is never counted again and would only hold a place in the table.
   */
  list(mended?: (address: string) => boolean): MissedAddresses;
  /** Writes the table now if it changed (close does; a timer does at most once a minute). */
  save(): void;
  /** Stops the timer and writes what changed. */
  close(): void;
}

export interface MissedAddressOptions {
  dataDir: string;
  log: (message: string) => void;
  /** The time of a miss; tests hand in their own. Default: the system's. */
  now?: () => number;
  /** Tests use a smaller table. */
  capacity?: number;
}

/** The page that linked to the address, origin and path only (its query may hold what a visitor searched for). */
function referrerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const url = new URL(header);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}`.slice(0, missedAddressLimits.referrerLength);
  } catch {
    return undefined;
  }
}

/** The entry to drop for a new one: the fewest visits, and of those the one not seen for longest. */
function leastWanted(entries: Map<string, MissedEntry>): string | undefined {
  let found: [string, MissedEntry] | undefined;
  for (const candidate of entries) {
    const [, entry] = candidate;
    if (
      !found ||
      entry.count < found[1].count ||
      (entry.count === found[1].count && entry.lastSeen < found[1].lastSeen)
    )
      found = candidate;
  }
  return found?.[0];
}

const asMissedAddress = ([address, entry]: [string, MissedEntry]): MissedAddress => ({
  address,
  count: entry.count,
  lastSeen: new Date(entry.lastSeen).toISOString(),
  referrers: [...entry.referrers],
});

const mostWantedFirst = ([, a]: [string, MissedEntry], [, b]: [string, MissedEntry]) =>
  b.count - a.count || b.lastSeen - a.lastSeen;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The entries of a saved file that follow the rules, the most wanted first, at most `capacity`. */
function readSaved(file: string, capacity: number): { entries: Map<string, MissedEntry>; probes: number } {
  const size = statSync(file).size;
  if (size > missedAddressLimits.fileBytes)
    throw new Error(`it is ${size} bytes, over ${missedAddressLimits.fileBytes}`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { addresses?: unknown; probes?: unknown } | null;
  if (!saved || !Array.isArray(saved.addresses)) throw new Error('it has no list "addresses"');
  const valid: [string, MissedEntry][] = [];
  for (const item of saved.addresses as Partial<MissedAddress>[]) {
    const { address, count, lastSeen, referrers } = item ?? {};
    const time = typeof lastSeen === 'string' ? Date.parse(lastSeen) : Number.NaN;
    if (typeof address !== 'string' || !address.startsWith('/') || address.length > missedAddressLimits.addressLength)
      continue;
    if (!isCount(count) || count === 0 || !Number.isFinite(time)) continue;
    const kept = Array.isArray(referrers) ? referrers.filter((referrer) => typeof referrer === 'string') : [];
    valid.push([
      address,
      {
        count,
        lastSeen: time,
        referrers: kept
          .slice(0, missedAddressLimits.referrers)
          .map((referrer) => referrer.slice(0, missedAddressLimits.referrerLength)),
      },
    ]);
  }
  return {
    entries: new Map(valid.sort(mostWantedFirst).slice(0, capacity)),
    probes: isCount(saved.probes) ? saved.probes : 0,
  };
}

export function openMissedAddresses(options: MissedAddressOptions): MissedAddressTable {
  const { dataDir, log } = options;
  const now = options.now ?? Date.now;
  const capacity = options.capacity ?? missedAddressLimits.addresses;
  const file = path.join(dataDir, missedAddressesFile);
  let entries = new Map<string, MissedEntry>();
  let probeCount = 0;
  try {
    ({ entries, probes: probeCount } = readSaved(file, capacity));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log(
        `The missed addresses (${missedAddressesFile}) cannot be read (${textForLog(error instanceof Error ? error.message : String(error))}): counting starts again.`,
      );
  }

  let changed = false;
  let timer: NodeJS.Timeout | undefined;
  function save() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!changed) return;
    const addresses = [...entries].map(asMissedAddress);
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, `${JSON.stringify({ addresses, probes: probeCount })}\n`, { mode: 0o600 });
      renameSync(partial, file);
      changed = false;
    } catch (error) {
      log(`Could not save the missed addresses: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  function changedNow() {
    changed = true;
    timer ??= setTimeout(save, missedAddressLimits.saveEveryMs);
    timer.unref();
  }

  function record(pathname: string, referer?: string) {
    if (notCounted.some((pattern) => pattern.test(pathname))) return;
    const address = siteAddress(pathname);
    if (address.length > missedAddressLimits.addressLength || probes.some((pattern) => pattern.test(address))) {
      probeCount++;
      changedNow();
      return;
    }
    let entry = entries.get(address);
    if (!entry) {
      if (entries.size >= capacity) entries.delete(leastWanted(entries)!);
      entry = { count: 0, lastSeen: 0, referrers: [] };
      entries.set(address, entry);
    }
    entry.count++;
    entry.lastSeen = now();
    const referrer = referrerOf(referer);
    if (referrer)
      entry.referrers = [referrer, ...entry.referrers.filter((known) => known !== referrer)].slice(
        0,
        missedAddressLimits.referrers,
      );
    changedNow();
  }

  return {
    record,
    recordMiss(request, pathname) {
      if (request.method === 'GET') record(pathname, request.headers.referer);
    },
    list(mended = () => false) {
      for (const address of entries.keys())
        if (mended(address)) {
          entries.delete(address);
          changedNow();
        }
      const addresses = [...entries].sort(mostWantedFirst).map(asMissedAddress);
      return { addresses, probes: probeCount };
    },
    save,
    close: save,
  };
}
