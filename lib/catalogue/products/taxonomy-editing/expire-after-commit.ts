import 'server-only';
import { expireTags } from '@/lib/cache/expire';
import type { Transaction } from '@/lib/db/client';
import { afterCommit } from '@/lib/db/write-transaction';

/**
 * Expires `tags` once `tx` has committed, and never if it rolls back: a read between the
 * expiry and the commit would cache the old rows again (docs/architecture.md, "Caching").
 */
export function expireAfterCommit(tx: Transaction, tags: Iterable<string>): void {
  const unique = [...new Set(tags)];
  if (unique.length > 0) afterCommit(tx, () => expireTags(unique));
}
