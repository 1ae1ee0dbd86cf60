import 'server-only';
import { env } from '@/lib/env';
import { absoluteUrl } from './absolute-url';

/** The store's public address (SITE_URL), without a trailing slash. */
export const siteUrl = env.SITE_URL;

/** A path on the public site as an absolute URL, for canonical links, JSON-LD and sitemaps. */
export const siteLink = (path: string) => absoluteUrl(siteUrl, path);
