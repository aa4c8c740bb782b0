/** Who sent a request, for rate limiting: the socket's address, or what our own proxy says (TRUST_PROXY=1). */
import type { IncomingMessage } from 'node:http';

/**
 * Behind one trusted proxy, the last X-Forwarded-For entry is the address that proxy saw; earlier entries were
 * written by the client and can say anything. Without TRUST_PROXY the header is ignored entirely.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.at(-1) ?? socketAddress;
}
