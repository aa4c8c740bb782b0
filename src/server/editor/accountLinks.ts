/**
 * One-time links that let a person in: an invitation (a new account with the role the owner chose) and a reset
 * link (a new password for an existing account). The link carries a random token of 32 bytes; only its SHA-256 is
 * kept, in DATA_DIR/editor-links.json (mode 0600, replaced by a rename), so a copy of the data folder lets nobody
 * in. A link works once, for 72 hours.
 *
 * Bounded like everything a request can grow: at most `maxPendingLinks` links wait at once (the expired ones are
 * dropped first; past that a new one is refused in words), and at most `maxLinksPerDay` are made in 24 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '../../editorApi/roles.ts';
import { HttpError } from '../http/httpError.ts';

export const linkValidityHours = 72;
const linkValidityMs = linkValidityHours * 60 * 60 * 1000;
export const maxPendingLinks = 50;
export const maxLinksPerDay = 20;
const dayMs = 24 * 60 * 60 * 1000;
export const linksFileName = 'editor-links.json';

export type AccountLink =
  | { kind: 'invitation'; digest: string; email: string; role: Role; created: number; expires: number; by: string }
  | { kind: 'reset'; digest: string; name: string; created: number; expires: number; by: string };

interface LinksFile {
  links: AccountLink[];
  /** When each link of the last 24 hours was made, for the daily bound (a used link still counts). */
  made: number[];
}

/** The digest of a token as stored; a token that is not 32 bytes of base64url matches nothing. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

type NewLink =
  | { kind: 'invitation'; email: string; role: Role; by: string }
  | { kind: 'reset'; name: string; by: string };

export interface AccountLinks {
  /** A new link's token (shown once, never stored) and when it stops working; 429 in words past a bound. */
  make(link: NewLink): { token: string; expires: number };
  /** The link of a token, when it exists, is unused and has not expired. */
  find(token: string): AccountLink | undefined;
  /** Takes the link away for good and hands it over (at most once, however many ask at the same moment). */
  use(token: string): AccountLink | undefined;
  /** Puts back a link taken by `use` whose account could not be made (a name taken): it may be tried again. */
  giveBack(link: AccountLink): void;
  /** The invitations still waiting, oldest first. */
  invitations(): Extract<AccountLink, { kind: 'invitation' }>[];
  /** Drops a waiting invitation by the start of its digest; false when there is none. */
  cancel(id: string): boolean;
  /** Drops the reset links of a person (removed, or given a newer link). */
  dropResetsOf(name: string): void;
}

/** The first characters of a digest, enough to tell the owner's invitations apart, useless to guess a token. */
export const invitationId = (link: AccountLink) => link.digest.slice(0, 12);

export function openAccountLinks(dataDir: string, now: () => number = Date.now): AccountLinks {
  const file = path.join(dataDir, linksFileName);

  function read(): LinksFile {
    const time = now();
    const parsed: Partial<LinksFile> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    return {
      links: (parsed.links ?? []).filter((link) => link.expires > time),
      made: (parsed.made ?? []).filter((at) => time - at < dayMs),
    };
  }

  function write(data: LinksFile) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  }

  const matching = (data: LinksFile, token: string) =>
    tokenPattern.test(token) ? data.links.findIndex((link) => link.digest === tokenDigest(token)) : -1;

  return {
    make(link) {
      const data = read();
      if (data.made.length >= maxLinksPerDay)
        throw new HttpError(
          429,
          `${maxLinksPerDay} links were made in the last 24 hours, the most there may be: try again tomorrow.`,
        );
      if (link.kind === 'reset')
        data.links = data.links.filter((each) => each.kind !== 'reset' || each.name !== link.name);
      if (data.links.length >= maxPendingLinks)
        throw new HttpError(
          429,
          `${maxPendingLinks} links are waiting to be used, the most there may be: cancel an invitation, or wait until one expires.`,
        );
      const token = randomBytes(32).toString('base64url');
      const created = now();
      const expires = created + linkValidityMs;
      data.links.push({ ...link, digest: tokenDigest(token), created, expires });
      data.made.push(created);
      write(data);
      return { token, expires };
    },
    find(token) {
      const data = read();
      const index = matching(data, token);
      return index < 0 ? undefined : data.links[index];
    },
    use(token) {
      const data = read();
      const index = matching(data, token);
      if (index < 0) return undefined;
      const [link] = data.links.splice(index, 1);
      write(data);
      return link;
    },
    giveBack(link) {
      const data = read();
      if (link.expires > now() && !data.links.some((each) => each.digest === link.digest)) {
        data.links.push(link);
        write(data);
      }
    },
    invitations: () =>
      read().links.filter((link): link is Extract<AccountLink, { kind: 'invitation' }> => link.kind === 'invitation'),
    cancel(id) {
      const data = read();
      const kept = data.links.filter((link) => link.kind !== 'invitation' || invitationId(link) !== id);
      if (kept.length === data.links.length) return false;
      write({ ...data, links: kept });
      return true;
    },
    dropResetsOf(name) {
      const data = read();
      const kept = data.links.filter((link) => link.kind !== 'reset' || link.name !== name);
      if (kept.length !== data.links.length) write({ ...data, links: kept });
    },
  };
}
