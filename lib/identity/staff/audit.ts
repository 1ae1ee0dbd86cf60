import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { Actor } from './actor';

export type AuditEntry = {
  /** What happened, as a dotted verb: 'product.update', 'stock.adjust', 'staff.invite'. */
  action: string;
  /** The kind of record and its id: ('product', 42). */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a staff change in the audit log, inside the transaction that makes it: the entry
 * and the change land together or not at all. `before` and `after` are the record's
 * fields as the staff saw them (docs/decisions.md 13).
 */
export async function recordAudit(tx: Transaction, actor: Actor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
