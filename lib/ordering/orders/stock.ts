import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { expireVariants, recordMovements, lockProductsOf } from '@/lib/catalogue';
import type { Transaction } from '@/lib/db/client';
import { orderItems, products, variants } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/write-transaction';
import { validationFailed, type FieldErrors } from '@/lib/domain-error';
import { outOfStock } from './errors';

export type OrderLine = { id: number; quantity: number };

/** A line as the catalogue prices it now; the order keeps this snapshot. */
export type ReservedLine = {
  variantId: number;
  sku: string;
  name: string;
  size: string;
  colour: string;
  /** The product's main category, which decides whether a discount code applies to the line. */
  categoryId: number;
  unitPrice: number;
  quantity: number;
  /** The variant's stock once this line was taken, for its movement. */
  stockAfter: number;
};

type Moved = { id: number; stock: number; quantity: number };

const intArray = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/**
 * Takes the lines out of stock (only where enough is left) or puts them back; once the
 * transaction commits, every page and answer showing these pieces' stock is expired.
 */
async function moveStock(
  tx: Transaction,
  lines: OrderLine[],
  way: 'take' | 'give',
): Promise<Moved[]> {
  const change = way === 'take' ? sql`v.stock - x.quantity` : sql`v.stock + x.quantity`;
  const guard = way === 'take' ? sql`AND v.stock >= x.quantity` : sql``;
  const { rows } = await tx.execute<Moved>(sql`
    UPDATE variants v SET stock = ${change}
    FROM unnest(${intArray(lines.map((line) => line.id))}::int[],
                ${intArray(lines.map((line) => line.quantity))}::int[]) AS x(id, quantity)
    WHERE v.id = x.id ${guard}
    RETURNING v.id, v.stock, x.quantity`);
  const moved = rows.map((row) => row.id);
  afterCommit(tx, () => expireVariants(moved));
  return rows;
}

/** Why `quantity` pieces cannot be taken from `stock`, or null when they can. */
export function shortage(stock: number, quantity: number): string | null {
  if (stock === 0) return 'is sold out';
  return stock < quantity ? `only ${stock} left in stock` : null;
}

/**
 * Prices the lines from the catalogue and takes them out of stock, or refuses: 400 for a
 * variant that is not on sale, 409 `out_of_stock` naming every line short of stock.
 */
export async function reserveStock(tx: Transaction, lines: OrderLine[]): Promise<ReservedLine[]> {
  const ids = lines.map((line) => line.id);
  await lockProductsOf(tx, ids);
  const rows = await tx
    .select({
      variant: variants,
      name: products.name,
      categoryId: products.mainCategoryId,
      active: products.isActive,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids))
    .orderBy(asc(variants.id))
    .for('update', { of: variants });
  const byId = new Map(
    rows
      .filter((row) => row.active)
      .map(({ variant, name, categoryId }) => [variant.id, { ...variant, name, categoryId }]),
  );

  const unknown: FieldErrors = {};
  const short: FieldErrors = {};
  lines.forEach((line, index) => {
    const row = byId.get(line.id);
    const problem = row && shortage(row.stock, line.quantity);
    if (!row) unknown[`items.${index}.id`] = 'is not a variant on sale';
    else if (problem) short[`items.${index}.quantity`] = problem;
  });
  if (Object.keys(unknown).length > 0) throw validationFailed(unknown);
  if (Object.keys(short).length > 0) throw outOfStock(short);

  // The guard in the statement holds even if a writer skipped the locks above.
  const moved = await moveStock(tx, lines, 'take');
  if (moved.length !== lines.length) throw outOfStock({ items: 'changed' });
  const stockAfter = new Map(moved.map((row) => [row.id, row.stock]));
  return lines.map((line) => {
    const row = byId.get(line.id)!;
    const { sku, name, size, colour, categoryId } = row;
    return {
      variantId: row.id,
      sku,
      name,
      size,
      colour,
      categoryId,
      unitPrice: row.price,
      quantity: line.quantity,
      stockAfter: stockAfter.get(line.id)!,
    };
  });
}

type OrderMove = { variantId: number; delta: number; stockAfter: number };

async function recordOrderMoves(
  tx: Transaction,
  orderId: number,
  reason: 'order' | 'order_cancelled' | 'order_returned',
  moves: OrderMove[],
): Promise<void> {
  await recordMovements(
    tx,
    moves.map((move) => ({ ...move, reason, orderId })),
  );
}

/** The movements of the pieces an order took, once the order has its id (same transaction). */
export async function recordReserved(
  tx: Transaction,
  orderId: number,
  lines: ReservedLine[],
): Promise<void> {
  const moves = lines.map(({ variantId, quantity, stockAfter }) => ({
    variantId,
    delta: -quantity,
    stockAfter,
  }));
  await recordOrderMoves(tx, orderId, 'order', moves);
}

/**
 * Gives an order's pieces back to stock (variants deleted since are skipped), each with its
 * movement: the order ended before shipping (cancelled, released unpaid), or its pieces came
 * back resellable.
 */
export async function restoreStock(
  tx: Transaction,
  orderId: number,
  reason: 'order_cancelled' | 'order_returned',
): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)));
  if (lines.length === 0) return;
  const owned = lines as OrderLine[];
  await lockProductsOf(
    tx,
    owned.map((line) => line.id),
  );
  const moved = await moveStock(tx, owned, 'give');
  const moves = moved.map(({ id, quantity, stock }) => ({
    variantId: id,
    delta: quantity,
    stockAfter: stock,
  }));
  await recordOrderMoves(tx, orderId, reason, moves);
}
