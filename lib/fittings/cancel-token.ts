import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/** A cancel link's secret: 32 random bytes, 43 base64url characters. */
export const newCancelToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a cancel link: its SHA-256 (the link is a bearer secret). */
export const hashCancelToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const cancelUrl = (token: string) => `${env.SITE_URL}/fitting/cancel/${token}`;
