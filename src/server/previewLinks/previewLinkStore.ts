/**
 * The preview links that are open, kept in DATA_DIR/preview-links.json (readable by the server's owner only, each
 * write a new file renamed into place, so a crash leaves the old list or the new one, never half of either).
 *
 * A link's secret is 32 random bytes, told once in its address; only its SHA-256 is kept, so the file (or a backup
 * of it) opens no preview. A link past its time is gone: it is never found, and the next write drops it. At most
 * `maxLiveLinks` are open at once; past that a new one is refused in words, not an old one dropped.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  maxLabelChars,
  maxLiveLinks,
  type PreviewLinkScope,
  type PreviewLinkSummary,
  previewLinkDays,
} from '../../editorApi/previewLinks.ts';
import { HttpError } from '../http/httpError.ts';

export const previewLinksFileName = 'preview-links.json';

interface StoredLink extends PreviewLinkSummary {
  /** SHA-256 of the secret, base64url. */
  hash: string;
}

export interface OpenPreviewLink {
  id: string;
  scope: PreviewLinkScope;
  expires: Date;
}

export interface PreviewLinkStore {
  /** A new link: its secret (for its address, never kept) and what the list says of it. */
  make(request: { scope: PreviewLinkScope; days: number; label: string; madeBy: string }): {
    secret: string;
    link: PreviewLinkSummary;
  };
  /** The open link with this secret, or undefined (unknown, revoked or past its time). */
  find(secret: string): OpenPreviewLink | undefined;
  /** Every open link, the newest first. */
  list(): PreviewLinkSummary[];
  /** Closes a link at once; false when there is no open link with that id. */
  revoke(id: string): boolean;
}

const dayMs = 24 * 60 * 60_000;
/** A secret's form in an address: 32 bytes in base64url are 43 characters. */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Words typed by a person, as one short line: no control or bidirectional characters, at most maxLabelChars. */
export function labelText(label: unknown): string {
  if (label === undefined || label === null) return '';
  if (typeof label !== 'string') throw new HttpError(400, 'The label must be words.');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
  const plain = label.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').trim();
  if (plain.length > maxLabelChars) throw new HttpError(400, `The label can have at most ${maxLabelChars} characters.`);
  return plain;
}

export function openPreviewLinkStore(dataDir: string, now: () => number = Date.now): PreviewLinkStore {
  const file = path.join(dataDir, previewLinksFileName);

  function read(): StoredLink[] {
    if (!existsSync(file)) return [];
    const links = JSON.parse(readFileSync(file, 'utf8')) as { links?: StoredLink[] };
    return (links.links ?? []).filter((link) => Date.parse(link.expires) > now());
  }

  function write(links: StoredLink[]) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify({ links }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  }

  const summary = ({ hash: _hash, ...link }: StoredLink): PreviewLinkSummary => link;

  return {
    make({ scope, days, label, madeBy }) {
      if (!(previewLinkDays as readonly number[]).includes(days))
        throw new HttpError(400, `A preview link lasts ${previewLinkDays.join(', ')} days: choose one of them.`);
      const links = read();
      if (links.length >= maxLiveLinks)
        throw new HttpError(
          409,
          `There are already ${maxLiveLinks} preview links open: revoke some you no longer need, then make this one.`,
        );
      const secret = randomBytes(32).toString('base64url');
      const created = now();
      const link: StoredLink = {
        id: randomUUID(),
        label,
        scope,
        madeBy,
        created: new Date(created).toISOString(),
        expires: new Date(created + days * dayMs).toISOString(),
        hash: hashOfSecret(secret),
      };
      write([...links, link]);
      return { secret, link: summary(link) };
    },
    find(secret) {
      if (!secretPattern.test(secret)) return undefined;
      const wanted = Buffer.from(hashOfSecret(secret));
      // Compared by their hashes, in constant time: how long a refusal takes tells nothing of the secret.
      const link = read().find((each) => {
        const stored = Buffer.from(each.hash);
        return stored.length === wanted.length && timingSafeEqual(stored, wanted);
      });
      return link && { id: link.id, scope: link.scope, expires: new Date(link.expires) };
    },
    list: () =>
      read()
        .map(summary)
        .sort((a, b) => b.created.localeCompare(a.created)),
    revoke(id) {
      const links = read();
      const kept = links.filter((link) => link.id !== id);
      if (kept.length === links.length) return false;
      write(kept);
      return true;
    },
  };
}
