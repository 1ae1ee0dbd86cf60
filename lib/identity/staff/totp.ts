import 'server-only';
import { Secret, TOTP } from 'otpauth';
import { store } from '@/lib/config';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const settings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new authenticator key, in the base32 form apps and QR codes carry. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return new TOTP({
    ...settings,
    issuer: store.name,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** The code for `timestamp` (tests, and nothing else, need to make one). */
export const totpCode = (secret: string, timestamp = Date.now()): string =>
  TOTP.generate({ ...settings, secret: Secret.fromBase32(secret), timestamp });

/**
 * The 30-second step whose code `code` is, when it is the authenticator's code now or one
 * period either side (phones' clocks drift, and a code typed in its last seconds arrives in
 * the next period); null otherwise. The step is what makes a code good once: the caller
 * accepts it only when it is later than the last step accepted (claimTotpStep).
 */
export function totpStepOf(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    ...settings,
    secret: Secret.fromBase32(secret),
    token: code,
    timestamp,
    window: 1,
  });
  return delta === null ? null : Math.floor(timestamp / 1000 / settings.period) + delta;
}

/** Whether `code` is the authenticator's code now, or one period either side. */
export const totpMatches = (secret: string, code: string, timestamp = Date.now()): boolean =>
  totpStepOf(secret, code, timestamp) !== null;
