import { withVariantValueIds } from '@/lib/catalogue/products/variant-values';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { discountRedemptions, orders, products, variants } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { codeRow, createCode, orderAs, redemptionsOf } from './support';

type Outcome = PromiseSettledResult<Awaited<ReturnType<typeof orderAs>>>;

const placed = (results: Outcome[]) => results.filter((result) => result.status === 'fulfilled');
const refusals = (results: Outcome[]) =>
  results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));

// Each order buys a piece of its own, so that on PostgreSQL the orders really run side by
// side on the pool's connections and meet only at the code's row. PGlite runs one
// transaction at a time, where the same counts must hold.
describeCatalogue('discount limits under concurrent orders', (fixture) => {
  const pieces: number[] = [];
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    const db = getDb();
    for (let index = 0; index < 24; index += 1) {
      const [product] = await db
        .insert(products)
        .values({
          slug: `crowd-saree-${index}`,
          name: `Crowd Saree ${index}`,
          title: `CS-${index}`,
          mainCategoryId: fixture().category.saree!,
        })
        .returning();
      const [variant] = await db
        .insert(variants)
        .values(
          await withVariantValueIds(db, [
            {
              productId: product!.id,
              sku: `CS-${index}-Free`,
              size: 'Free',
              colour: 'As shown',
              price: 10000,
              stock: 10,
            },
          ]),
        )
        .returning();
      pieces.push(variant!.id);
      shoppers.push(await createShopper(db, `crowd${index}@example.com`));
    }
  });

  const piece = (index: number) => [{ id: pieces[index]!, quantity: 1 }];

  it('20 shoppers at once with a code for 5 uses: exactly 5 discounted orders, 15 refused', async () => {
    const code = await createCode({ usageLimit: 5, kind: 'percent', value: 20 });
    const results = await Promise.allSettled(
      shoppers
        .slice(0, 20)
        .map((shopper, index) => orderAs(shopper, piece(index), { discount_code: code.code })),
    );
    const orders = placed(results).map((result) => result.value.order);
    expect(orders).toHaveLength(5);
    for (const order of orders) {
      expect(order).toMatchObject({ discount: { code: code.code, amount: 2000 }, total: 8080 });
    }
    const refused = refusals(results);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        kind: 'conflict',
        code: 'discount_unavailable',
        fields: {
          discount_code:
            'We cannot apply this code: check its spelling, or place your order without it.',
        },
      });
    }
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 5 });
    const redemptions = await redemptionsOf(code.id);
    expect(new Set(redemptions.map((redemption) => redemption.orderId)).size).toBe(5);
    // A refused order left nothing behind: no order, and its piece is still in stock.
    const taken = await getDb()
      .select({ id: variants.id })
      .from(variants)
      .where(and(inArray(variants.id, pieces.slice(0, 20)), ne(variants.stock, 10)));
    expect(taken).toHaveLength(5);
  });

  it('one shopper’s orders at once stay within the per-customer limit', async () => {
    const code = await createCode({ perCustomerLimit: 2 });
    const [shopper] = shoppers;
    const results = await Promise.allSettled(
      [20, 21, 22, 23].map((index) =>
        orderAs(shopper!, piece(index), { discount_code: code.code }),
      ),
    );
    expect(placed(results)).toHaveLength(2);
    for (const error of refusals(results)) {
      expect(error).toMatchObject({
        kind: 'conflict',
        fields: {
          discount_code: 'You have already used this code 2 times, as often as it allows.',
        },
      });
    }
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 2 });
  });

  it('cancellations during a burst give uses back without the count ever passing the limit', async () => {
    const code = await createCode({ usageLimit: 3, kind: 'fixed', value: 500 });
    const first = [];
    for (const index of [0, 1, 2]) {
      first.push(
        (await orderAs(shoppers[index]!, piece(index), { discount_code: code.code })).order,
      );
    }
    const results = await Promise.allSettled([
      ...first.slice(0, 2).map((order) => updateOrderStatus(order.number, 'cancelled')),
      ...[3, 4, 5, 6, 7, 8].map((index) =>
        orderAs(shoppers[index]!, piece(index), { discount_code: code.code }),
      ),
    ]);
    expect(results.slice(0, 2).every((result) => result.status === 'fulfilled')).toBe(true);
    const row = await codeRow(code.id);
    const [live] = await getDb()
      .select({ orders: count() })
      .from(orders)
      .where(and(eq(orders.discountCode, code.code), ne(orders.status, 'cancelled')));
    const redemptions = await getDb()
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, code.id));
    expect(row.usedCount).toBeLessThanOrEqual(3);
    expect(row.usedCount).toBe(live!.orders);
    expect(redemptions).toHaveLength(row.usedCount);
    // One order kept its use; of the six new ones, at most the two given back were taken.
    expect(placed(results.slice(2) as Outcome[]).length).toBe(row.usedCount - 1);
  });
});
