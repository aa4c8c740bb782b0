/**
 * How long a request may take to arrive. A sender that trickles its bytes or stops sending (a slow-loris) must not
 * hold a connection for long, and a crowd of them must not use up the connections; yet a visitor sending the form's
 * photos from a phone on a slow line needs minutes, not seconds. So:
 *
 * - the headers arrive within `headersMs` (Node's own headersTimeout);
 * - the body of any request arrives within `bodyMs` after its headers;
 * - a body its route allows to come slowly (`allowSlowBody`: the form's post with photos, of which only a few are
 *   read at once, quotes/requestPhotos.ts) gets up to `slowBody.longestMs`, as long as it keeps coming: never
 *   `idleMs` without a byte, and on average at least `minBytesPerSecond` once `graceMs` have passed.
 *
 * A request past its bound is cut off: its connection is closed at once, so the route reading its body sees it end
 * unfinished and keeps nothing. Node's own requestTimeout stays on as a backstop, at the longest any body may take.
 *
 * Failure: none of its own; a request is either within its bound or cut.
 */
import type { IncomingMessage, Server } from 'node:http';

/** The pace of a body allowed to come slowly. */
export interface SlowBodyPace {
  /** The longest such a body may take, however steadily it comes. */
  longestMs: number;
  /** The longest it may stop without a byte. */
  idleMs: number;
  /** The average it must keep up (bytes a second since its headers), once `graceMs` have passed. */
  minBytesPerSecond: number;
  graceMs: number;
}

export interface RequestTimeLimits {
  headersMs: number;
  bodyMs: number;
  slowBody: SlowBodyPace;
  /** How often a slow body's pace is looked at. */
  checkEveryMs: number;
}

/**
 * The production bounds. Any body: 30 s, as before slow bodies were allowed. A slow body: 256 kbit/s on average is
 * far below a phone's slowest real upload (1 Mbit/s and more), and 10 minutes take the form's largest post (40 MB)
 * at 1 Mbit/s with time to spare; 30 s without a byte is a connection that has gone.
 */
export const defaultRequestTimeLimits: RequestTimeLimits = {
  headersMs: 15_000,
  bodyMs: 30_000,
  slowBody: { longestMs: 10 * 60_000, idleMs: 30_000, minBytesPerSecond: 32 * 1024, graceMs: 30_000 },
  checkEveryMs: 1000,
};

/** The bound of each request under way, found by the request (weakly: it goes with the request). */
const bodyBounds = new WeakMap<IncomingMessage, { allowSlow(): void }>();

/** Puts the bounds on every request the server receives. */
export function limitRequestTime(server: Server, limits: RequestTimeLimits = defaultRequestTimeLimits): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.headersMs + Math.max(limits.bodyMs, limits.slowBody.longestMs);
  // Before the server's own listener, so that its route can allow a slow body as soon as it starts.
  server.prependListener('request', (request: IncomingMessage) => boundBody(request, limits));
}

/**
 * Lets this request's body come at the slow pace (limitRequestTime's `slowBody`) instead of within `bodyMs`. For a
 * route that reads only a few such bodies at once; without limitRequestTime on the server, Node's bound stays.
 */
export function allowSlowBody(request: IncomingMessage): void {
  bodyBounds.get(request)?.allowSlow();
}

function boundBody(request: IncomingMessage, limits: RequestTimeLimits): void {
  const socket = request.socket;
  const startedAt = Date.now();
  // Counted on the connection: reading the request's own stream here would take its body from the route.
  const bytesAtStart = socket.bytesRead;
  let bytesSeen = bytesAtStart;
  let lastByteAt = startedAt;
  let timer = setTimeout(cutUnlessComplete, limits.bodyMs).unref();

  function cutUnlessComplete() {
    if (!request.complete) socket.destroy();
  }

  function checkPace() {
    if (request.complete) return;
    const now = Date.now();
    if (socket.bytesRead > bytesSeen) {
      bytesSeen = socket.bytesRead;
      lastByteAt = now;
    }
    const { longestMs, idleMs, minBytesPerSecond, graceMs } = limits.slowBody;
    const elapsed = now - startedAt;
    const behind = bytesSeen - bytesAtStart < (minBytesPerSecond * (elapsed - graceMs)) / 1000;
    if (elapsed >= longestMs || now - lastByteAt >= idleMs || behind) {
      socket.destroy();
      return;
    }
    timer = setTimeout(checkPace, limits.checkEveryMs).unref();
  }

  bodyBounds.set(request, {
    allowSlow() {
      clearTimeout(timer);
      timer = setTimeout(checkPace, limits.checkEveryMs).unref();
    },
  });
  // Done with: answered and read to its end, or its connection gone.
  request.once('close', () => clearTimeout(timer));
}
