import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  discountCodeCategories,
  discountCodes,
  discountRedemptions,
  orders,
} from '@/lib/db/schema';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { orderBody } from '@/tests/api/orders/support';
import type { Shopper } from '@/tests/api/shopper/shopper';

type NewCode = Partial<typeof discountCodes.$inferInsert> & { categories?: number[] };

let made = 0;

/** A discount code straight into the table (10% off everything unless told), with a fresh name. */
export async function createCode({ categories = [], ...values }: NewCode = {}) {
  made += 1;
  const [row] = await getDb()
    .insert(discountCodes)
    .values({
      code: `TEST${made}-${randomUUID().slice(0, 6)}`,
      kind: 'percent',
      value: 10,
      appliesTo: categories.length ? 'categories' : 'all',
      ...values,
    })
    .returning();
  if (categories.length) {
    await getDb()
      .insert(discountCodeCategories)
      .values(categories.map((categoryId) => ({ discountCodeId: row!.id, categoryId })));
  }
  return row!;
}

export async function codeRow(id: number) {
  const [row] = await getDb().select().from(discountCodes).where(eq(discountCodes.id, id));
  return row!;
}

export const redemptionsOf = (codeId: number) =>
  getDb().select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, codeId));

export async function orderRow(number: string) {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  return row!;
}

/** A signed-in shopper's cash-on-delivery order through the service, as the route places it. */
export const orderAs = (
  shopper: Shopper,
  items: { id: number; quantity: number }[],
  changes: object = {},
  idempotencyKey = randomUUID(),
) =>
  placeOrder(orderBodySchema.parse(orderBody(items, changes)), {
    viewer: { id: shopper.id, isStaff: false },
    idempotencyKey,
  });
