import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires cache tags at once, for every reader of Next's cache in this process. Outside a
 * request of Next's (a command such as `npm run orders:release`) there is no cache of this
 * process to expire: the tags' timed lives bound what the servers keep (lib/cache/life-profiles.mjs).
 */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) {
        throw error;
      }
    }
  }
}
