import 'server-only';
import { createHmac } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { localisedPath } from '@/lib/i18n/locale-path';
import { authSecret } from '@/lib/identity';
import { sameSecret } from '@/lib/security';

const signature = (id: number) =>
  createHmac('sha256', authSecret()).update(`stock-alert-stop\n${id}`).digest('base64url');

/**
 * The secret of an alert's "stop" link: its id and a keyed signature of it, so that the
 * message can carry it without the database keeping it, and no id can be guessed into one.
 */
export const stopToken = (id: number) => `${id}.${signature(id)}`;

/** The alert a stop token names, or null for a token that was not signed here. */
export function alertIdOf(token: string): number | null {
  const [id, signed] = token.split('.');
  const alertId = Number(id);
  if (!Number.isSafeInteger(alertId) || alertId < 1 || !signed) return null;
  return sameSecret(signed, signature(alertId)) ? alertId : null;
}

/** The stop page in the alert's language: /stock-alerts/… or /bn/stock-alerts/…. */
export const stopUrl = (id: number, locale: Locale) =>
  `${env.SITE_URL}${localisedPath(locale, `/stock-alerts/${stopToken(id)}`)}`;
