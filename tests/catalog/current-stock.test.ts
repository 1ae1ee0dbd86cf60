import { eq } from 'drizzle-orm';
import { currentStock, withCurrentAvailability, withStock } from '@/lib/catalog/current-stock';
import { findProduct } from '@/lib/catalog/storefront-listing';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

describeCatalogue("a product page's stock", (fixture) => {
  it('is read now, so a piece sold since the cached copy shows as sold out', async () => {
    const cached = (await findProduct('gold-tissue-lehenga'))!;
    expect(cached.in_stock).toBe(true);
    // An order takes the last one after the page's content was cached.
    await getDb()
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.productId, fixture().product['gold-tissue-lehenga']!));

    const now = withStock(cached, await currentStock(cached.id));
    expect(now.in_stock).toBe(false);
    expect(now.variants.map(({ stock, in_stock }) => ({ stock, in_stock }))).toEqual([
      { stock: 0, in_stock: false },
    ]);
    expect(cached.variants[0]!.stock).toBe(1); // the cached copy itself is left as it was
  });

  it('counts restocked variants, and one of several in stock keeps the piece available', async () => {
    const cached = (await findProduct('maroon-zardozi-lehenga'))!;
    const [small, medium] = cached.variants;
    const now = withStock(
      cached,
      new Map([
        [small!.id, 4],
        [medium!.id, 0],
      ]),
    );
    expect(now.variants.map((variant) => [variant.size, variant.stock, variant.in_stock])).toEqual([
      ['S', 4, true],
      ['M', 0, false],
    ]);
    expect(now.in_stock).toBe(true);
    expect(withStock(cached, new Map()).in_stock).toBe(false); // variants gone since
  });

  it("reads only the product's own variants", async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const stock = await currentStock(id);
    const own = await getDb()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, id));
    expect([...stock.keys()].sort()).toEqual(own.map((row) => row.id).sort());
  });

  it("marks listed cards sold out or available as their variants' stock is now", async () => {
    const { product } = fixture();
    const cards = [
      { id: product['gold-tissue-lehenga']!, in_stock: true }, // sold out by the first test
      { id: product['maroon-zardozi-lehenga']!, in_stock: true },
      { id: product['ivory-banarasi-saree']!, in_stock: false }, // five in stock
    ];
    expect((await withCurrentAvailability(cards)).map((card) => card.in_stock)).toEqual([
      false,
      true,
      true,
    ]);
    expect(await withCurrentAvailability([])).toEqual([]);
  });
});
