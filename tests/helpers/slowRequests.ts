/**
 * A request sent slowly, as a phone on a poor line or a slow-loris sends it, to watch the server's bounds on each
 * request's arrival (src/server/http/requestTime.ts) at work.
 */
import { connect } from 'node:net';

export interface Pace {
  /** Bytes written at each step. */
  chunkBytes: number;
  everyMs: number;
  /** Stops writing (without closing) once this much of the body is sent. */
  stopAfterBytes?: number;
}

/**
 * Sends the head at once and the body a chunk at a time; resolves when the server closes the connection, with what it
 * answered (nothing when it cut the request off) and how much of the body it had been sent.
 */
export function sendSlowly(port: number, request: { head: string; body: Buffer }, pace: Pace) {
  return new Promise<{ answer: string; sentBytes: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let sentBytes = 0;
    let answer = '';
    let writer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(request.head);
      writer = setInterval(() => {
        const until = Math.min(request.body.length, pace.stopAfterBytes ?? Number.POSITIVE_INFINITY);
        if (sentBytes >= until) return;
        const chunk = request.body.subarray(sentBytes, Math.min(until, sentBytes + pace.chunkBytes));
        sentBytes += chunk.length;
        socket.write(chunk);
      }, pace.everyMs);
    });
    socket.on('data', (data) => (answer += data.toString('latin1')));
    // The server cutting the connection off resets it; that is the close this waits for, not a failure.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(writer);
      resolve({ answer, sentBytes });
    });
    setTimeout(() => reject(new Error('The server kept the connection open.')), 15_000).unref();
  });
}
