import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { createShopper, type Shopper } from '../shopper/shopper';
import { orderBody, placeOrder, stockOf, variantBySku } from './support';

const shoppers = 20;

// On PostgreSQL the 20 requests really run at once, on the pool's connections, so this is
// the proof that the stock guard holds under concurrency; PGlite runs one transaction at a
// time, where the same figures must come out too.
describeAppDatabase('the last pieces', buildCatalogue, () => {
  let gown: number;
  let crowd: Shopper[];

  beforeAll(async () => {
    gown = (await variantBySku('GW-3-S')).id;
    crowd = [];
    for (let index = 0; index < shoppers; index += 1) {
      crowd.push(await createShopper(getDb(), `shopper${index}@example.com`));
    }
  });

  it(`go to exactly 3 of ${shoppers} simultaneous orders; stock ends at 0, never below`, async () => {
    expect(await stockOf('GW-3-S')).toBe(3);
    const answers = await Promise.all(
      crowd.map((shopper) =>
        placeOrder(orderBody([{ id: gown, quantity: 1 }]), { headers: shopper.headers }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(shoppers - 3);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.code).toBe('out_of_stock');
      expect(refused.body.error.fields).toHaveProperty(['items.0.quantity']);
    }
    expect(await stockOf('GW-3-S')).toBe(0);
    expect(await getDb().select().from(orders).where(eq(orders.status, 'pending'))).toHaveLength(3);
  });

  it('never sells two pieces of a one-piece variant to two shoppers ordering two lines each', async () => {
    // Opposite line orders: without one lock order for every transaction, these deadlock.
    const [saree, lehenga] = [await variantBySku('SR-7-Free'), await variantBySku('BL-2-L')];
    const answers = await Promise.all(
      crowd.slice(0, 10).map((shopper, index) => {
        const lines = [
          { id: saree.id, quantity: 1 },
          { id: lehenga.id, quantity: 1 },
        ];
        return placeOrder(orderBody(index % 2 ? lines.reverse() : lines), {
          headers: shopper.headers,
        });
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await stockOf('BL-2-L')).toBe(0);
    expect(await stockOf('SR-7-Free')).toBe(4);
  });
});
