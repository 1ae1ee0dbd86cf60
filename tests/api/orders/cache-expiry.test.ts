import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeShoppers, orderBody, placeOrder, setStock } from './support';

const productId = async (slug: string) => {
  const [row] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  return row!.id;
};

// What shows a piece's stock is kept in Next's cache: every change of stock must expire
// the piece's own tag and every listing that shows it (docs/architecture.md, "Caching").
describeShoppers('stock changes expire what shows them', (shoppers) => {
  const { id } = shoppers;
  beforeEach(() => takeExpiredTags());

  it('an order expires its pieces, their categories up to the root, and the open listings', async () => {
    const placed = await placeOrder(orderBody([{ id: id['SR-7-Free']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(placed.status).toBe(201);
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(await productId('ivory-banarasi-saree')),
        cacheTags.categoryListing('saree'),
        cacheTags.categoryListing('clothing'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.categoryListing('lehenga'));
    expect(expired).not.toContain(cacheTags.product(await productId('pearl-clutch')));
  });

  it('a refused order expires nothing', async () => {
    await setStock('SR-7-Free', 0);
    const refused = await placeOrder(orderBody([{ id: id['SR-7-Free']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(refused.status).toBe(409);
    expect(takeExpiredTags()).toEqual([]);
    await setStock('SR-7-Free', 5);
  });

  it('a cancellation expires its pieces once the stock is back', async () => {
    const placed = await placeOrder(orderBody([{ id: id['AC_1-One']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    takeExpiredTags();
    await updateOrderStatus(placed.body.order.number, 'cancelled', 'The shopper called');
    const expired = takeExpiredTags();
    expect(expired).toContain(cacheTags.categoryListing('clutch'));
    expect(expired).toContain(cacheTags.categoryListing('accessories'));
  });
});
