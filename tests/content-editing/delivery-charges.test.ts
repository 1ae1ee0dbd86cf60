import { getDb } from '@/lib/db/client';
import { storeSettings } from '@/lib/db/schema';
import { describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';

// The delivery charge of an order is the store's setting at the time it is placed, read
// in the order's transaction (not from a cache): the shopper pays what staff last saved.
describeShoppers('orders charge delivery by the store settings', (shoppers) => {
  const { id } = shoppers;
  const setRates = (value: object) =>
    getDb()
      .insert(storeSettings)
      .values({ key: 'delivery', value })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value } });

  it('charges 80 taka inside Dhaka while nothing is set, as before', async () => {
    const placed = await placeOrder(orderBody([{ id: id['AC_1-One']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(placed.body.order).toMatchObject({ subtotal: 4500, delivery_charge: 80, total: 4580 });
  });

  it('charges the saved rate, and nothing from the free-delivery threshold on', async () => {
    await setRates({ insideDhaka: 95.5, outsideDhaka: 170, freeDeliveryFrom: 9000 });
    const below = await placeOrder(orderBody([{ id: id['AC_1-One']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(below.body.order).toMatchObject({
      subtotal: 4500,
      delivery_charge: 95.5,
      total: 4595.5,
    });
    const reached = await placeOrder(orderBody([{ id: id['AC_1-One']!, quantity: 2 }]), {
      headers: shoppers.nadia.headers,
    });
    expect(reached.body.order).toMatchObject({ subtotal: 9000, delivery_charge: 0, total: 9000 });
  });
});
