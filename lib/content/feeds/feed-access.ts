import 'server-only';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * Whether a request for a feed may have it: always without FEEDS_TOKEN, else only with
 * `?token=` equal to it (compared in constant time). Merchant Center and Commerce Manager
 * fetch a feed from an address, so the token travels in it.
 */
export function mayReadFeed(url: URL, expected = env.FEEDS_TOKEN): boolean {
  if (expected === undefined) return true;
  const given = url.searchParams.get('token');
  return given !== null && sameSecret(given, expected);
}
