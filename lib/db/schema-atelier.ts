import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './schema-accounts';
import { orderItems } from './schema-orders';
import { atelierAlertDays, atelierStages } from './values/atelier';

/**
 * One stage of a made-to-measure order line in the atelier (docs/decisions.md, "The
 * atelier's progress"): planned when the order is placed, done on `done_on` by a staff
 * member, with a note, an optional photo (made by the product photo pipeline) and whether
 * she was told.
 */
export const atelierStageRows = pgTable(
  'atelier_stages',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: atelierStages }).notNull(),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    doneOn: date('done_on', { mode: 'string' }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    photoPath: text('photo_path'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    announced: boolean('announced').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('atelier_stages_line_stage_key').on(t.orderItemId, t.stage),
    index('atelier_stages_open_idx')
      .on(t.orderItemId)
      .where(sql`${t.doneOn} IS NULL`),
    check('atelier_stages_stage_known', oneOf('stage', atelierStages)),
    check(
      'atelier_stages_photo_whole',
      sql`(${t.photoPath} IS NULL) = (${t.photoWidth} IS NULL) AND (${t.photoPath} IS NULL) = (${t.photoHeight} IS NULL)`,
    ),
  ],
);

/** The owner's alerts sent for a line, one per threshold (14 and 7 days before her event). */
export const atelierAlerts = pgTable(
  'atelier_alerts',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.daysBefore] }),
    check(
      'atelier_alerts_days_known',
      sql.raw(`"days_before" IN (${atelierAlertDays.join(', ')})`),
    ),
  ],
);
