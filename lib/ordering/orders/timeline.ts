import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { orderEvents } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity';
import type { OrderRow } from './read';
import type { OrderEventKind, OrderStatus } from './values';

/** Who did something to an order: a staff member, or a system named as the shopper reads it. */
export type OrderActor = Actor | { system: string };

export const systemActor = (name: string): OrderActor => ({ system: name });

export type TimelineEntry = {
  kind: OrderEventKind;
  note?: string;
  /** Status changes only: the status it left. */
  from?: OrderStatus;
  /** The status after the event (unchanged for notes, messages and courier reports). */
  status?: OrderStatus;
  actor?: OrderActor;
  /** Staff-only entries (internal notes) stay off the shopper's page. */
  isPublic?: boolean;
  data?: Record<string, unknown>;
};

/** Adds an entry to the order's timeline, inside the transaction that does what it records. */
export async function recordOrderEvent(
  tx: Transaction,
  row: Pick<OrderRow, 'id' | 'status'>,
  entry: TimelineEntry,
): Promise<void> {
  const actor = entry.actor ?? systemActor('Store');
  await tx.insert(orderEvents).values({
    orderId: row.id,
    kind: entry.kind,
    fromStatus: entry.from ?? (entry.kind === 'status' ? null : row.status),
    toStatus: entry.status ?? row.status,
    note: entry.note ?? '',
    actorUserId: 'system' in actor ? null : actor.id,
    actorLabel: 'system' in actor ? actor.system : actor.name,
    isPublic: entry.isPublic ?? true,
    data: entry.data ?? null,
  });
}
