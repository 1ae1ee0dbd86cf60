import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffRoles } from './values/staff';
import { createdAt, oneOf } from './columns';
import { variants } from './schema';
import { users } from './schema-accounts';

/**
 * A staff member's proven second step, for one browser session (docs/decisions.md 13): the
 * httpOnly `nj_staff` cookie holds a random token whose SHA-256 is `token_hash`, bound to the
 * next-auth session id (`auth_session_id`) it was proven in. Removing access revokes them all.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authSessionId: text('auth_session_id').notNull(),
    method: text('method', { enum: ['totp', 'recovery', 'sms'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** One-use recovery codes for a staff member's authenticator, kept as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_key').on(t.userId, t.codeHash)],
);

/**
 * An invitation to join the staff, sent by the owner to an e-mail or a phone. It is taken
 * by an account that has proven that same identifier, through a link whose token is kept
 * only as a keyed hash.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    identifier: text('identifier').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    check('staff_invitations_role_check', oneOf('role', staffRoles)),
  ],
);

/** Who changed what, when, with the record before and after (docs/decisions.md 13). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened: the account may be renamed or deleted later. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
  ],
);

export const stockReasons = [
  'received',
  'sold_in_shop',
  'damaged',
  'correction',
  'order',
  'order_cancelled',
  'order_returned',
] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * Every change of a variant's stock, by staff (with a reason) or by an order, with the
 * stock it left: a variant's history, newest first.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: stockReasons }).notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id.desc()),
    check('stock_movements_reason_check', oneOf('reason', stockReasons)),
    check('stock_movements_stock_after_not_negative', sql`${t.stockAfter} >= 0`),
  ],
);
