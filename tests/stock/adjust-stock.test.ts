import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { adjustStock } from '@/lib/catalogue/stock/adjust-stock';
import type { changeReasons, StockAdjustmentInput } from '@/lib/catalogue/schemas/stock';
import { setStock, stockOf, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { expectNoPartialWrite } from '@/tests/fault/support/interrupt';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, createStaff, movementsOf, refusal } from './support';

const clutchSku = 'AC_1-One'; // Pearl Clutch, in clutch < accessories

describeAppDatabase('adjusting a variant’s stock', buildCatalogue, () => {
  let rina: Actor;
  let clutch: number;

  beforeAll(async () => {
    rina = await createStaff(getDb(), 'Rina Akter');
    clutch = (await variantBySku(clutchSku)).id;
  });

  beforeEach(async () => {
    await setStock(clutchSku, 9);
    takeExpiredTags();
  });

  const changes: [(typeof changeReasons)[number], number, number][] = [
    ['received', 3, 12],
    ['sold_in_shop', -1, 8],
    ['damaged', -2, 7],
  ];

  it.each(changes)(
    '%s %i: the stock moves, with a movement and an audit entry',
    async (reason, change, after) => {
      const note = `${reason} on the shop floor`;
      const applied = await adjustStock(rina, { variantId: clutch, reason, change, note });
      expect(applied).toMatchObject({
        variantId: clutch,
        reason,
        delta: change,
        stockBefore: 9,
        stockAfter: after,
      });
      expect(await stockOf(clutchSku)).toBe(after);

      const [movement] = await movementsOf(clutch);
      expect(movement).toMatchObject({
        id: applied.movementId,
        delta: change,
        stockAfter: after,
        reason,
        note,
        orderId: null,
        actorId: rina.id,
      });
      const [entry] = await auditOf(clutch);
      expect(entry).toMatchObject({
        actorId: rina.id,
        actorName: 'Rina Akter',
        action: 'stock.adjust',
        entity: 'variant',
        entityId: String(clutch),
        before: { stock: 9 },
        after: { stock: after, reason, delta: change, note },
      });
    },
  );

  it('takes a form’s text as numbers', async () => {
    const applied = await adjustStock(rina, {
      variantId: String(clutch),
      reason: 'received',
      change: '+2',
    });
    expect(applied.stockAfter).toBe(11);
  });

  it.each([
    [4, -5],
    [15, 6],
  ])(
    'a correction to %i counted pieces records the difference it applied (%i)',
    async (counted, delta) => {
      const applied = await adjustStock(rina, {
        variantId: clutch,
        reason: 'correction',
        counted,
        note: 'Shelf count',
      });
      expect(applied).toMatchObject({ delta, stockBefore: 9, stockAfter: counted });
      expect(await stockOf(clutchSku)).toBe(counted);
      expect((await movementsOf(clutch))[0]).toMatchObject({
        reason: 'correction',
        delta,
        stockAfter: counted,
        note: 'Shelf count',
      });
    },
  );

  it('a count that finds the stock right is recorded, and expires nothing', async () => {
    const before = (await movementsOf(clutch)).length;
    const applied = await adjustStock(rina, {
      variantId: clutch,
      reason: 'correction',
      counted: 9,
    });
    expect(applied).toMatchObject({ delta: 0, stockAfter: 9 });
    expect(await movementsOf(clutch)).toHaveLength(before + 1);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('expires the product, its categories up to the root and the open listings', async () => {
    await adjustStock(rina, { variantId: clutch, reason: 'sold_in_shop', change: -1 });
    const [product] = await getDb()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'pearl-clutch'));
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(product!.id),
        cacheTags.categoryListing('clutch'),
        cacheTags.categoryListing('accessories'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.categoryListing('saree'));
  });

  describe('refused', () => {
    const unchanged = async (write: () => Promise<unknown>) => {
      const movements = await movementsOf(clutch);
      const audit = await auditOf(clutch);
      const error = await refusal(write);
      expect(await stockOf(clutchSku)).toBe(9);
      expect(await movementsOf(clutch)).toEqual(movements);
      expect(await auditOf(clutch)).toEqual(audit);
      expect(takeExpiredTags()).toEqual([]);
      return error;
    };

    it('below zero: 409 naming the stock left, and nothing changes', async () => {
      const error = await unchanged(() =>
        adjustStock(rina, { variantId: clutch, reason: 'damaged', change: -10 }),
      );
      expect(error).toMatchObject({
        kind: 'conflict',
        code: 'stock_too_low',
        fields: { change: 'Only 9 left in stock' },
      });
      expect(error.message).toContain('Only 9 left');
    });

    it('a variant that does not exist: 404', async () => {
      const error = await unchanged(() =>
        adjustStock(rina, { variantId: 999_999, reason: 'received', change: 1 }),
      );
      expect(error).toMatchObject({ kind: 'not_found', fields: { variantId: expect.any(String) } });
    });

    it.each([
      ['no variant', { variantId: 0, reason: 'received', change: 1 }, 'variantId'],
      ['a reason orders give', { reason: 'order', change: -1 }, 'reason'],
      ['pieces received taken away', { reason: 'received', change: -1 }, 'change'],
      ['a change of nothing', { reason: 'damaged', change: 0 }, 'change'],
      ['a negative count', { reason: 'correction', counted: -1 }, 'counted'],
      ['a note too long', { reason: 'received', change: 1, note: 'x'.repeat(501) }, 'note'],
    ])('%s: 400 naming the field', async (_case, input, field) => {
      const error = await unchanged(() =>
        adjustStock(rina, { variantId: clutch, ...input } as StockAdjustmentInput),
      );
      expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    });

    it('an actor without a staff role: 403', async () => {
      const shopper = { ...rina, role: null } as unknown as Actor;
      const error = await unchanged(() =>
        adjustStock(shopper, { variantId: clutch, reason: 'received', change: 1 }),
      );
      expect(error.kind).toBe('forbidden');
    });

    it('a failure after the movement is written leaves no stock change, movement or audit', async () => {
      await expectNoPartialWrite(
        getDb(),
        {
          earlier: { table: 'stock_movements', event: 'INSERT' },
          failing: { table: 'audit_log', event: 'INSERT' },
        },
        ['variants', 'products', 'stock_movements', 'audit_log'],
        () => adjustStock(rina, { variantId: clutch, reason: 'received', change: 4 }),
      );
      expect(takeExpiredTags()).toEqual([]);
    });
  });
});
