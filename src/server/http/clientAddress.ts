/** Who sent a request, for rate limiting: the socket's address, or what our own proxies say (TRUST_PROXY). */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { plainAddress, type TrustedProxies } from './trustedProxies.ts';

/**
 * X-Forwarded-For is read from the right: each proxy appends the address it saw. Entries written by our own
 * proxies are skipped; the first one that is not a trusted proxy is the visitor. Everything left of it was
 * written by the visitor and can say anything, so it is never believed. From an untrusted peer the header is
 * ignored entirely.
 */
export function clientAddress(request: IncomingMessage, proxies: TrustedProxies): string {
  let address = plainAddress(request.socket.remoteAddress ?? 'unknown');
  if (!proxies.trusts(address)) return address;
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = plainAddress(entries[index].trim().replace(/^\[([^\]]+)\](:\d+)?$/, '$1'));
    if (!isIP(entry)) break;
    address = entry;
    if (!proxies.trusts(entry)) break;
  }
  return address;
}

/** The eight groups of an IPv6 address, as numbers ("2001:db8::1" → [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0];
  // An embedded IPv4 tail (::ffff:1.2.3.4 or 64:ff9b::1.2.3.4) counts as two groups.
  const tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(zeros).fill('0'), ...right].map((group) => parseInt(group, 16) || 0);
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * customer line usually gets a whole /64, so counting single addresses would let one client use billions).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  return `${ipv6Groups(plain)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
