import 'server-only';
import { revalidateTag } from 'next/cache';
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
 * (lib/cache/edge/).
 */
export async function expireTags(
  tags: Iterable<string>,
  options: ExpireOptions = {},
): Promise<void> {
  const unique = [...new Set(tags)];
  storeMetrics().tagExpiries.inc(unique.length);
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!outsideNext(error)) throw error;
    await expireSharedTags(unique);
  }
  await sendEdgePurge(unique, options.edgeKeys);
}
