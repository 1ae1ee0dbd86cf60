import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { atelierStageRows, orderItems } from '@/lib/db/schema';
import { notAnAtelierPiece } from './errors';

/**
 * The stages of one made-to-measure line of an order, read under the order's lock by what
 * marks or takes back a stage; refused when the line is no atelier piece of that order.
 */
export async function stagesOfLine(tx: Transaction, orderId: number, lineId: number) {
  const stages = await tx
    .select({
      id: atelierStageRows.id,
      stage: atelierStageRows.stage,
      plannedOn: atelierStageRows.plannedOn,
      doneOn: atelierStageRows.doneOn,
      photoPath: atelierStageRows.photoPath,
      name: orderItems.name,
    })
    .from(atelierStageRows)
    .innerJoin(orderItems, eq(orderItems.id, atelierStageRows.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, lineId)));
  if (stages.length === 0) throw notAnAtelierPiece();
  return stages;
}
