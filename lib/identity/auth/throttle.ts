import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { throttleCounters } from '@/lib/db/schema';
import { tooManyRequests } from '@/lib/domain-error';
import type { Limit } from './limits';

type Counter = { hits: number; retryAfter: number };

/** Counts one hit in a fixed window that starts with the first hit; one statement, so concurrent hits all count. */
async function countHit(key: string, { windowSeconds }: Limit): Promise<Counter> {
  const { rows } = await getDb().execute<{ hits: number; retry_after: number }>(sql`
    INSERT INTO throttle_counters AS c (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_started_at END
    RETURNING hits, extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds}) - now())::float8 AS retry_after`);
  const row = rows[0]!;
  return { hits: Number(row.hits), retryAfter: Number(row.retry_after) };
}

/** Counts an attempt; throws 429 (with Retry-After) once the limit is passed. */
export async function consume(key: string, limit: Limit): Promise<void> {
  const counter = await countHit(key, limit);
  if (counter.hits > limit.limit) throw tooManyRequests(counter.retryAfter);
}

export async function forget(key: string): Promise<void> {
  await getDb().delete(throttleCounters).where(eq(throttleCounters.key, key));
}
