import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/security';

const signatureHeader = /^sha256=([0-9a-f]{64})$/i;

/**
 * Whether `X-Hub-Signature-256` is Meta's signature of these exact bytes: `sha256=` and the
 * hex HMAC-SHA256 of the raw body with the app secret, compared in constant time.
 */
export function isSignedByMeta(
  rawBody: Buffer,
  header: string | null | undefined,
  appSecret: string,
): boolean {
  const given = signatureHeader.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return sameSecret(Buffer.from(given, 'hex'), expected);
}
