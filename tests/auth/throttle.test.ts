import { eq, sql } from 'drizzle-orm';
import { consume, forget } from '@/lib/identity/auth/throttle';
import { getDb } from '@/lib/db/client';
import { throttleCounters } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';

const limit = { limit: 3, windowSeconds: 60 };

let keys = 0;
const freshKey = () => `test:${(keys += 1)}`;

/** The 429 a call throws, or null when it passes. */
async function refusal(run: () => Promise<void>): Promise<DomainError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

/** Moves a counter's window back, as if `seconds` had passed. */
const age = (key: string, seconds: number) =>
  getDb()
    .update(throttleCounters)
    .set({
      windowStartedAt: sql`${throttleCounters.windowStartedAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(throttleCounters.key, key));

describeAppDatabase(
  'throttling',
  async () => null,
  () => {
    it('lets the limit through, then refuses with 429 and a Retry-After of at most the window', async () => {
      const key = freshKey();
      for (let hit = 1; hit <= limit.limit; hit += 1) {
        expect(await refusal(() => consume(key, limit))).toBeNull();
      }
      const refused = await refusal(() => consume(key, limit));
      expect(refused).toMatchObject({ kind: 'throttled', code: 'throttled' });
      expect(refused!.retryAfter).toBeGreaterThan(0);
      expect(refused!.retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
      expect(Number.isInteger(refused!.retryAfter)).toBe(true);
    });

    it('counts each key on its own', async () => {
      const [busy, quiet] = [freshKey(), freshKey()];
      for (let hit = 1; hit <= limit.limit + 1; hit += 1) await refusal(() => consume(busy, limit));
      expect(await refusal(() => consume(quiet, limit))).toBeNull();
    });

    it('starts a new window once the old one has passed', async () => {
      const key = freshKey();
      for (let hit = 1; hit <= limit.limit + 1; hit += 1) await refusal(() => consume(key, limit));
      await age(key, limit.windowSeconds - 5);
      const stillRefused = await refusal(() => consume(key, limit));
      expect(stillRefused!.retryAfter).toBeLessThanOrEqual(5);
      await age(key, 6);
      expect(await refusal(() => consume(key, limit))).toBeNull();
      const [row] = await getDb()
        .select()
        .from(throttleCounters)
        .where(eq(throttleCounters.key, key));
      expect(row!.hits).toBe(1);
    });

    it('counts every one of many hits at once', async () => {
      const key = freshKey();
      const many = { limit: 10, windowSeconds: 60 };
      const results = await Promise.all(
        Array.from({ length: 15 }, () => refusal(() => consume(key, many))),
      );
      expect(results.filter((result) => result === null)).toHaveLength(10);
    });

    it('starts afresh once a key is forgotten (a successful sign-in)', async () => {
      const key = freshKey();
      for (let hit = 1; hit <= limit.limit + 1; hit += 1) await refusal(() => consume(key, limit));
      await forget(key);
      for (let hit = 1; hit <= limit.limit; hit += 1) {
        expect(await refusal(() => consume(key, limit))).toBeNull();
      }
    });
  },
);
