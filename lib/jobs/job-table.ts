import 'server-only';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobSchema } from './boss';

/**
 * pg-boss's own job table (node_modules/pg-boss/src/plans.js), described for reading only:
 * pg-boss makes and migrates it, so it lives outside lib/db/schema.ts and no migration of
 * ours ever touches it. Writes go through pg-boss's own calls.
 */
export const bossJobs = pgSchema(jobSchema).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  data: jsonb('data'),
  /** created, retry, active, completed, cancelled or failed (an enum of pg-boss's). */
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  /** When the job may run next; for a failed job, when its last try was due. */
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  /** What the last try failed with: the error pg-boss serialised, or what drainJobs wrote. */
  output: jsonb('output'),
});
