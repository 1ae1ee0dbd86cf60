import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { feedProducts } from '@/lib/catalogue';
import { getSettings } from '@/lib/content/settings/cached';
import { siteUrl } from '@/lib/content/seo/site';
import { feedItems, type FeedItem } from './feed-items';
import { googleFeedXml } from './google-feed-xml';
import { metaFeedCsv } from './meta-feed-csv';

/**
 * The tags of both feeds: the sitemap's (which products exist), `listing:all` (every
 * change to a product's price, stock or words expires it), the category tree (product
 * types) and the delivery charges (shipping).
 */
export const feedTags = [
  cacheTags.catalogue,
  cacheTags.sitemap,
  cacheTags.allListings,
  cacheTags.categories,
  cacheTags.settings('delivery'),
];

async function currentItems(): Promise<FeedItem[]> {
  const [products, rates] = await Promise.all([feedProducts(), getSettings('delivery')]);
  // A cached function may read the clock: the dates it writes are kept with its answer.
  return feedItems(products, rates, siteUrl, new Date());
}

/** The Google Merchant Center feed (RSS 2.0 with `g:` fields), kept until a tag expires. */
export async function googleFeed(): Promise<string> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(...feedTags);
  return googleFeedXml(await currentItems(), siteUrl);
}

/** The Meta Commerce Manager feed (CSV), kept until a tag expires. */
export async function metaFeed(): Promise<string> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(...feedTags);
  return metaFeedCsv(await currentItems());
}
