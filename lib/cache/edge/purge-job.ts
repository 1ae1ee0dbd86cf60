import 'server-only';
import type { JobPayload } from '@/lib/jobs/payloads';
import { edgeKeyPattern, edgeKeys } from './edge-keys';
import { configuredEdge, purgeEdge } from './purge';

/** Turns expired cache tags into edge keys: the catalogue's, wired in by lib/bootstrap/jobs. */
export type EdgeKeysForTags = (tags: readonly string[]) => Promise<string[]>;

/**
 * The keys worth sending: those an answer can carry (a space or comma would split one in
 * two), and when `site` is among them, it alone, since every cacheable answer carries it
 * (keys-for-path.ts).
 */
export const keysToPurge = (keys: Iterable<string>): string[] => {
  const unique = [...new Set(keys)].filter((key) => edgeKeyPattern.test(key));
  return unique.includes(edgeKeys.site) ? [edgeKeys.site] : unique;
};

/**
 * The edge-purge job: the tags a write expired, as edge keys, purged at the configured edge.
 * The keys are read when the job runs, after the write committed, so a renamed product's
 * tag names its new slug; the old one comes in `keys`. A failed call throws, and the queue
 * tries again (lib/jobs/queues.ts).
 */
export function edgePurgeJob(translate: EdgeKeysForTags) {
  return async ({ tags, keys }: JobPayload<'edge-purge'>): Promise<void> => {
    const target = configuredEdge();
    if (!target) return;
    await purgeEdge(keysToPurge([...(await translate(tags)), ...keys]), target);
  };
}
