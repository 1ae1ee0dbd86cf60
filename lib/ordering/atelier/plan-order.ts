import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { atelierStageRows, orderItems, products, variants } from '@/lib/db/schema';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { planStages } from './plan';

/**
 * Plans the atelier stages of an order's made-to-measure lines (sewn to her measurements,
 * of a made-to-measure product), from `now` and each product's lead time. A line already
 * planned keeps its plan, so this is also how an order placed before the atelier's stages
 * existed gets its plan, when staff first mark a stage.
 */
export async function planAtelierStages(
  tx: Transaction,
  orderId: number,
  now: Date = new Date(),
): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, leadTimeDays: products.leadTimeDays })
    .from(orderItems)
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.measurements),
        eq(products.madeToMeasure, true),
      ),
    );
  if (lines.length === 0) return;
  const start = dhakaDayOf(now);
  await tx
    .insert(atelierStageRows)
    .values(
      lines.flatMap((line) =>
        planStages(start, line.leadTimeDays ?? 0).map((planned) => ({
          orderItemId: line.id,
          ...planned,
        })),
      ),
    )
    .onConflictDoNothing();
}
