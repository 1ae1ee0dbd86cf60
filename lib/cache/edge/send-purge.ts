import 'server-only';
import { env } from '@/lib/env';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { logger } from '@/lib/log/logger';

/**
 * Queues one edge-purge job for expired `tags` (and edge keys no tag names), when EDGE_PURGE
 * names an edge. The write has committed by now: a queue that cannot be reached is logged,
 * not thrown at the shopper or staff member whose write it was, and the edge's copies
 * expire by their own lifetime.
 */
export async function sendEdgePurge(
  tags: readonly string[],
  keys: readonly string[] = [],
): Promise<void> {
  if (!env.EDGE_PURGE || (tags.length === 0 && keys.length === 0)) return;
  try {
    await enqueueJob('edge-purge', { tags: [...tags], keys: [...keys] });
  } catch (error) {
    logger().error({ err: error, tags: tags.length }, 'could not queue the edge purge');
  }
}
