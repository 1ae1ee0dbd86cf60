import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { localisedPath } from '@/lib/i18n/locale-path';

/** A cancel link's secret: 32 random bytes, 43 base64url characters. */
export const newCancelToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a cancel link: its SHA-256 (the link is a bearer secret). */
export const hashCancelToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The cancel page in the booking's language: /fitting/cancel/… or /bn/fitting/cancel/…. */
export const cancelUrl = (token: string, locale: Locale = 'en') =>
  `${env.SITE_URL}${localisedPath(locale, `/fitting/cancel/${token}`)}`;
