import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { expireTags as expireSharedTags } from '@/cache-handlers/shared-tags.mjs';
import { storeMetrics } from '@/lib/metrics/registry';
import { sendEdgePurge } from './edge/send-purge';

const outsideNext = (error: unknown) =>
  error instanceof Error && error.message.includes('static generation store missing');

export type ExpireOptions = {
  /** Edge keys no tag names: the old slug of a product whose address changed. */
  edgeKeys?: readonly string[];
};

/**
 * Expires cache tags at once: in a request of Next's through revalidateTag, which reaches
 * both of Next's caches (and, through cache-handlers/, every instance). A command outside
 * Next (`npm run orders:release`) writes the expiry where the instances read it instead.
 * Either way, with EDGE_PURGE set, one job then tells the CDN or Varnish in front
 * (lib/cache/edge/): in a request, once its answer is done, since Next applies the
 * request's expiries only then. Purged sooner, the edge could fetch the page again before
 * Next knew it was stale, and keep the old copy for its whole lifetime.
 */
export async function expireTags(
  tags: Iterable<string>,
  options: ExpireOptions = {},
): Promise<void> {
  const unique = [...new Set(tags)];
  storeMetrics().tagExpiries.inc(unique.length);
  const purge = () => sendEdgePurge(unique, options.edgeKeys);
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!outsideNext(error)) throw error;
    await expireSharedTags(unique);
    await purge();
    return;
  }
  after(purge);
}
