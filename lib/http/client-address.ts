/**
 * The header in which the server hook (lib/http/server/) passes on the caller's address.
 * Whatever a client sends under this name is overwritten before Next sees the request.
 */
export const clientAddressHeader = 'x-store-client-address';

/** `::ffff:203.0.113.7` is the IPv4 address 203.0.113.7 reached over an IPv6 socket. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The caller's address: the socket's peer, unless proxies we trust stand in front. Each of
 * them appends to X-Forwarded-For the address it was reached from, so behind `trustedHops`
 * proxies the client is that many entries from the right of the header; whatever stands
 * further left was written by the client and proves nothing. A chain shorter than that
 * gives its leftmost entry, the best there is.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = trustedHops === 0 ? [] : (forwardedFor ?? '').split(',');
  const chain = [...forwarded, socketAddress ?? ''].map((entry) => entry.trim()).filter(Boolean);
  const entry = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return entry ? plain(entry) : 'unknown';
}
