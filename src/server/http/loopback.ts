/**
 * Whether a host name or a connection's address never leaves this machine: mail to such a host may go without TLS,
 * the site's own address there may post forms without https, and the development editor answers only such
 * connections. One rule for all three, so they cannot disagree about what "this machine" is.
 */
export function isLoopback(hostOrAddress: string | undefined): boolean {
  const host = (hostOrAddress ?? '').replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(host);
}
