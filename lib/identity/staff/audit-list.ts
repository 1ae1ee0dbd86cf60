import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { AuditQuery } from '@/lib/identity/schemas/staff';

export const auditPageSize = 50;

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log, newest first, narrowed by kind of record, action and who did it. */
export async function listAudit(query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  const where = conditions.length ? and(...conditions) : undefined;
  const db = getDb();
  const [rows, [total], actions, actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
    db.selectDistinct({ action: auditLog.action, entity: auditLog.entity }).from(auditLog),
    db
      .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName })
      .from(auditLog)
      .where(sql`${auditLog.actorId} IS NOT NULL`),
  ]);
  return {
    rows,
    total: total?.count ?? 0,
    actions: [...new Set(actions.map((row) => row.action))].sort(),
    entities: [...new Set(actions.map((row) => row.entity))].sort(),
    actors: actors.filter((actor): actor is { id: number; name: string } => actor.id !== null),
  };
}

/** The fields that differ between before and after, for a one-line summary. */
export function changedFields(before: unknown, after: unknown) {
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const from = record(before);
  const to = record(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ field: key, before: from[key], after: to[key] }));
}
