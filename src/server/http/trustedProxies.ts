/**
 * TRUST_PROXY: the addresses of our own reverse proxies (nginx, Caddy, a load balancer), as single addresses or
 * CIDR ranges: `127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`, comma-separated. Only a request that reaches us from
 * one of them may tell us, in X-Forwarded-For and X-Forwarded-Proto, who the visitor is and whether they use HTTPS.
 */
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** The entries as written, for messages. */
  entries: string[];
  trusts(address: string): boolean;
}

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) → "203.0.113.7". */
export function plainAddress(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return mapped ? mapped[1] : address;
}

/** Parses the list; throws in plain words at the first entry that is not an address or a range. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && (!/^\d+$/.test(prefix) || bits > maxBits))) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or a range. List your proxies' addresses, for example ` +
          'TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,::1',
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    entries: [...entries],
    trusts(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      if (!family || entries.length === 0) return false;
      return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** TRUST_PROXY's value → the list (empty: no proxy is trusted). */
export function parseTrustProxy(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '1' || trimmed === 'true' || trimmed === 'yes') {
    throw new Error(
      'TRUST_PROXY lists the addresses of your own proxies now, rather than being on or off: for a proxy on the same ' +
        'machine write TRUST_PROXY=127.0.0.1,::1; for a private network, its range, e.g. TRUST_PROXY=10.0.0.0/8.',
    );
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const noTrustedProxies: TrustedProxies = trustedProxies([]);
