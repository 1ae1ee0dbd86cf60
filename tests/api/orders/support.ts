import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as postOrders } from '@/app/api/v1/orders/route';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import type { Order } from '@/lib/ordering/orders/types';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, jsonBody, type Shopper } from '../shopper/shopper';

export type Placed = { order: Order; payment_url?: string | null } & ErrorBody;

export const dhakaAddress = {
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Banani',
  line: 'House 42, Road 11',
};

export const contact = { name: 'Ayesha Rahman', phone: '01712345678', email: 'ayesha@example.com' };

/** A valid order body for these lines: cash on delivery inside Dhaka. */
export const orderBody = (items: { id: number; quantity: number }[], changes: object = {}) => ({
  items,
  contact,
  address: dhakaAddress,
  delivery: 'inside_dhaka',
  payment: 'cod',
  ...changes,
});

/** POST /api/v1/orders with an Idempotency-Key (a fresh one unless given; null sends none). */
export function placeOrder(
  body: unknown,
  {
    headers = {},
    key = randomUUID(),
  }: { headers?: Record<string, string>; key?: string | null } = {},
) {
  const keyHeader: Record<string, string> = key === null ? {} : { 'idempotency-key': key };
  return call<Placed>(
    postOrders,
    '/api/v1/orders',
    jsonBody('POST', body, { ...headers, ...keyHeader }),
  );
}

export async function variantBySku(sku: string) {
  const [row] = await getDb().select().from(variants).where(eq(variants.sku, sku));
  if (!row) throw new Error(`no variant ${sku}`);
  return row;
}

export const stockOf = async (sku: string) => (await variantBySku(sku)).stock;

export async function setStock(sku: string, stock: number): Promise<void> {
  await getDb().update(variants).set({ stock }).where(eq(variants.sku, sku));
}

export type ShopperSuite = { ayesha: Shopper; nadia: Shopper; id: Record<string, number> };

const skus = [
  'BL-1-M',
  'BL-1-S',
  'BL-10-M',
  'BL-99-M',
  'SR-7-Free',
  'AC_1-One',
  'GW-3-S',
  'BL-2-L',
];

/** A suite over the mini catalogue with two signed-in shoppers and the variant ids by SKU. */
export function describeShoppers(title: string, suite: (context: ShopperSuite) => void): void {
  describeAppDatabase(title, buildCatalogue, () => {
    const context = { id: {} } as ShopperSuite;
    beforeAll(async () => {
      context.ayesha = await createShopper(getDb(), 'ayesha@example.com');
      context.nadia = await createShopper(getDb(), 'nadia@example.com');
      for (const sku of skus) context.id[sku] = (await variantBySku(sku)).id;
    });
    suite(context);
  });
}
