import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { categoryBreadcrumbs } from '@/lib/catalogue';
import type { Transaction } from '@/lib/db/client';
import { orderItems, products, variants } from '@/lib/db/schema';
import { type Attribution, type MeasuredOrder, queuePurchase } from '@/lib/measurement';
import type { OrderRow } from './read';

/**
 * The order as the measurement partners are told of it: its lines by the variants' SKUs
 * (the feeds' ids), each with its product's category path in English, the partners' reports
 * being the staff's.
 */
export async function measuredOrder(tx: Transaction, row: OrderRow): Promise<MeasuredOrder> {
  const lines = await tx
    .select({
      sku: orderItems.sku,
      name: orderItems.name,
      size: orderItems.size,
      colour: orderItems.colour,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      categoryId: products.mainCategoryId,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position));
  const categoryIds = [...new Set(lines.flatMap((line) => line.categoryId ?? []))];
  const paths = new Map<number, string[]>();
  for (const id of categoryIds) {
    const crumbs = await categoryBreadcrumbs(tx, id, { includeHidden: true });
    paths.set(
      id,
      crumbs.map((crumb) => crumb.name),
    );
  }
  return {
    orderId: row.id,
    number: row.number,
    source: row.source,
    total: Number(row.total),
    deliveryCharge: Number(row.deliveryCharge),
    discountCode: row.discountCode,
    email: row.contactEmail,
    phone: row.contactPhone,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      variant: [line.size, line.colour].filter(Boolean).join(' / '),
      unitPrice: Number(line.unitPrice),
      quantity: line.quantity,
      categories: line.categoryId === null ? [] : (paths.get(line.categoryId) ?? []),
    })),
  };
}

/**
 * Tells the measurement partners of a sale, in the transaction that makes it one (placed
 * cash on delivery, paid through the gateway, taken by staff).
 */
export async function queueOrderPurchase(
  tx: Transaction,
  row: OrderRow,
  attribution: Attribution | null,
): Promise<void> {
  await queuePurchase(tx, await measuredOrder(tx, row), attribution);
}
