import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * When each cache tag was last expired (milliseconds since the epoch), shared by every
 * instance of the store on one PostgreSQL (cache-handlers/, docs/architecture.md,
 * "Caching"). A row per tag: an expiry overwrites the last one.
 */
export const cacheTagExpirations = pgTable(
  'cache_tag_expirations',
  {
    tag: text('tag').primaryKey(),
    expiredAt: bigint('expired_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('cache_tag_expirations_expired_at_idx').on(t.expiredAt)],
);
