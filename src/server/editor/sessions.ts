/**
 * Signed-in editors. A session is a random token in a cookie; the server keeps only its SHA-256, the account name
 * and two times. It ends after 8 hours without a request, 12 hours after sign-in whatever happens, at sign-out, and
 * when the server restarts (nothing is written to disk).
 *
 * Sessions start only after a right password, yet the table is bounded all the same: at most `maxSessionsPerAccount`
 * for one account and `maxSessions` in all, the oldest ended first (that person signs in again).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const idleLimitMs = 8 * 60 * 60 * 1000;
export const absoluteLimitMs = 12 * 60 * 60 * 1000;
/** A person signs in from a few browsers; a script that signs in in a loop ends its own oldest sessions. */
export const maxSessionsPerAccount = 20;
export const maxSessions = 1000;

/**
 * Browsers accept a `__Host-` cookie only with Secure, and Secure only over HTTPS. Over plain HTTP (the server on
 * a laptop, tests on 127.0.0.1) the cookie is called `editor-session` instead, with the same other attributes:
 * host-only (no Domain), Path=/, HttpOnly, SameSite=Strict.
 */
export const secureCookieName = '__Host-editor-session';
export const plainCookieName = 'editor-session';

interface Session {
  name: string;
  started: number;
  lastSeen: number;
}

export interface SessionStore {
  /** Starts a session; returns the token for the cookie. */
  start(name: string): string;
  /** The account name of a live session and when it began (and marks it used), or undefined. */
  touch(token: string | undefined): { name: string; started: number } | undefined;
  end(token: string | undefined): void;
  /** Ends every session of an account (after its removal or a new password). */
  endAllOf(name: string): void;
  /**
   * Whether the account has a live session now, and its last request since the server started (kept after its
   * sessions end, one time a name: bounded by the accounts, as only a right password starts a session).
   */
  activity(name: string): { signedIn: boolean; lastSeen?: number };
  /** How many sessions are kept (for tests of the bound). */
  readonly size: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionStore(now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, Session>();
  const lastSeenOf = new Map<string, number>();
  const expired = (session: Session, time: number) =>
    time - session.lastSeen > idleLimitMs || time - session.started > absoluteLimitMs;
  return {
    start(name) {
      const time = now();
      for (const [key, session] of sessions) if (expired(session, time)) sessions.delete(key);
      const ofAccount = [...sessions].filter(([, session]) => session.name === name);
      // Insertion order is sign-in order: the first ones are the oldest.
      for (const [key] of ofAccount.slice(0, Math.max(0, ofAccount.length - maxSessionsPerAccount + 1)))
        sessions.delete(key);
      while (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!);
      const token = randomBytes(32).toString('base64url');
      sessions.set(digest(token), { name, started: time, lastSeen: time });
      lastSeenOf.set(name, time);
      return token;
    },
    touch(token) {
      if (!token) return undefined;
      const key = digest(token);
      const session = sessions.get(key);
      if (!session) return undefined;
      const time = now();
      if (expired(session, time)) {
        sessions.delete(key);
        return undefined;
      }
      session.lastSeen = time;
      lastSeenOf.set(session.name, time);
      return { name: session.name, started: session.started };
    },
    end(token) {
      if (token) sessions.delete(digest(token));
    },
    endAllOf(name) {
      for (const [key, session] of sessions) if (session.name === name) sessions.delete(key);
    },
    activity(name) {
      const time = now();
      const signedIn = [...sessions.values()].some((session) => session.name === name && !expired(session, time));
      return { signedIn, lastSeen: lastSeenOf.get(name) };
    },
    get size() {
      return sessions.size;
    },
  };
}

/** The value of one cookie of the request. */
export function cookieValue(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function sessionCookie(token: string, https: boolean): string {
  const name = https ? secureCookieName : plainCookieName;
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}; Max-Age=${absoluteLimitMs / 1000}`;
}

export function clearedSessionCookie(https: boolean): string {
  const name = https ? secureCookieName : plainCookieName;
  return `${name}=; Path=/; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}; Max-Age=0`;
}

export function sessionToken(request: IncomingMessage, https: boolean): string | undefined {
  return cookieValue(request, https ? secureCookieName : plainCookieName);
}
