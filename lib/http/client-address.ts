import { randomUUID } from 'node:crypto';

/**
 * The header in which the server hook (lib/http/server/) passes on the caller's address.
 * Whatever a client sends under this name is overwritten before Next sees the request.
 */
export const clientAddressHeader = 'x-store-client-address';

const proofKey = Symbol.for('store.clientAddressProof');

/** A secret of this process, shared by the hook and the routes through globalThis. */
function processProof(): string {
  const registry = globalThis as { [proofKey]?: string };
  return (registry[proofKey] ??= randomUUID());
}

/**
 * The header's value for an address, with the process's proof: a request that reached the
 * server before the hook was installed (the first moments of a start) keeps the client's
 * copy of the header, and that copy has no proof.
 */
export const withProof = (address: string) => `${address} ${processProof()}`;

/** The address in a header value the hook wrote, or null for any other value. */
export function provenAddress(value: string | null | undefined): string | null {
  const [address, proof, ...rest] = (value ?? '').split(' ');
  return address && proof === processProof() && rest.length === 0 ? address : null;
}

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
