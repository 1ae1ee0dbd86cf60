import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { cartItems } from '@/lib/db/schema';
import { validationFailed, type FieldErrors } from '@/lib/domain-error';
import type { CartLineInput } from '@/lib/ordering/schemas/cart';
import { stockOf } from './variant-stock';

export type ServerCart = { items: CartLineInput[] };

/** A line as the API answers it: measurements only on a made-to-measure line that has them. */
const answerLine = ({ id, quantity, measurements }: CartLineInput | StoredLine): CartLineInput =>
  measurements ? { id, quantity, measurements } : { id, quantity };

type StoredLine = {
  id: number;
  quantity: number;
  measurements: CartLineInput['measurements'] | null;
};

const measurementsOf = (item: CartLineInput) =>
  item.measurements ? sql`${JSON.stringify(item.measurements)}::jsonb` : sql`NULL`;

async function linesOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: cartItems.variantId,
      quantity: cartItems.quantity,
      measurements: cartItems.measurements,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.updatedAt), asc(cartItems.variantId));
  return rows.map(answerLine);
}

/** The signed-in shopper's cart on the server, so it follows them to another device. */
export async function readCart(userId: number): Promise<ServerCart> {
  return { items: await linesOf(getDb(), userId) };
}

async function store(tx: Transaction, userId: number, items: CartLineInput[]) {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (items.length === 0) return;
  // Increasing timestamps keep the lines in the order the shopper sees them.
  await tx.insert(cartItems).values(
    items.map((item, index) => ({
      userId,
      variantId: item.id,
      quantity: item.quantity,
      measurements: item.measurements ?? null,
      updatedAt: sql`now() + make_interval(secs => ${index / 1000})`,
    })),
  );
}

/** Every line must name a variant on sale, in a quantity that is in stock. */
function problemsWith(items: CartLineInput[], stock: Map<number, number>): FieldErrors {
  const fields: FieldErrors = {};
  items.forEach((item, index) => {
    const available = stock.get(item.id);
    if (available === undefined) fields[`items.${index}.id`] = 'is not a variant on sale';
    else if (available === 0) fields[`items.${index}.quantity`] = 'is sold out';
    else if (item.quantity > available) {
      fields[`items.${index}.quantity`] = `only ${available} left in stock`;
    }
  });
  return fields;
}

/**
 * Makes the stored cart exactly `items` in one statement, so it needs no transaction and
 * is one round trip: lines are upserted (in order, by their timestamps) and every other
 * line of the shopper's is deleted. PostgreSQL applies both or neither.
 */
async function storeInOneStatement(db: Database, userId: number, items: CartLineInput[]) {
  if (items.length === 0) {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
    return;
  }
  const lines = sql.join(
    items.map(
      (item, index) =>
        sql`(${userId}, ${item.id}, ${item.quantity}, ${measurementsOf(item)}, now() + make_interval(secs => ${index / 1000}))`,
    ),
    sql`, `,
  );
  const kept = sql.join(
    items.map((item) => sql`${item.id}`),
    sql`, `,
  );
  await db.execute(sql`
    WITH upserted AS (
      INSERT INTO ${cartItems} (user_id, variant_id, quantity, measurements, updated_at)
        VALUES ${lines}
      ON CONFLICT (user_id, variant_id)
        DO UPDATE SET quantity = excluded.quantity, measurements = excluded.measurements,
          updated_at = excluded.updated_at
      RETURNING 1
    )
    DELETE FROM ${cartItems} WHERE user_id = ${userId} AND variant_id NOT IN (${kept})`);
}

/**
 * Replaces the cart with `items` (PUT), refusing lines that cannot be bought. Two round
 * trips (the stock, then the write): a sync is the storefront's most frequent write.
 */
export async function replaceCart(userId: number, items: CartLineInput[]): Promise<ServerCart> {
  const db = getDb();
  const stock = await stockOf(
    db,
    items.map((item) => item.id),
  );
  const problems = problemsWith(items, stock);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  await storeInOneStatement(db, userId, items);
  return { items: items.map(answerLine) };
}

/**
 * Merges a guest's cart into the account's at sign-in: the union of both, the larger
 * quantity where both hold a variant, capped by stock; lines no longer on sale drop out.
 */
export async function mergeCart(userId: number, guest: CartLineInput[]): Promise<ServerCart> {
  return getDb().transaction(async (tx) => {
    const merged = new Map((await linesOf(tx, userId)).map((line) => [line.id, line]));
    // The guest's measurements are the newer ones; the account's stay where she gave none.
    for (const line of guest) {
      const kept = merged.get(line.id);
      const measurements = line.measurements ?? kept?.measurements;
      merged.set(line.id, {
        id: line.id,
        // A line sewn to measurements is one piece (lib/validation/cart.ts).
        quantity: measurements ? 1 : Math.max(kept?.quantity ?? 0, line.quantity),
        measurements,
      });
    }
    const stock = await stockOf(tx, [...merged.keys()]);
    const items = [...merged.values()]
      .map((line) =>
        answerLine({ ...line, quantity: Math.min(line.quantity, stock.get(line.id) ?? 0) }),
      )
      .filter((line) => line.quantity > 0);
    await store(tx, userId, items);
    return { items };
  });
}
