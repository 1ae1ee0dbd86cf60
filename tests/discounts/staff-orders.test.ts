import { getDb } from '@/lib/db/client';
import { quoteOrder } from '@/lib/ordering/orders/quote';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { setStock, variantBySku } from '@/tests/api/orders/support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { createAccount, phoneOrder } from '@/tests/staff-orders/support';
import { createStaff } from '@/tests/stock/support';
import { codeRow, createCode, orderRow, redemptionsOf } from './support';

// Orders staff take go through the storefront's create path: the same code, checked and
// counted the same way, and the same figures in the form's summary before they place it.
describeAppDatabase('discount codes on orders staff take', buildCatalogue, () => {
  let rahima: Actor;
  let saree: number;

  beforeAll(async () => {
    rahima = await createStaff(getDb(), 'Rahima');
    saree = (await variantBySku('SR-7-Free')).id;
    await setStock('SR-7-Free', 50);
  });

  it('a phone order with a code: the summary shows it, the order takes it off and counts it', async () => {
    const code = await createCode({ code: 'PHONE15', kind: 'percent', value: 15, usageLimit: 2 });
    const items = [{ id: saree, quantity: 1 }];
    const quote = await quoteOrder({ items, delivery: 'inside_dhaka', discount_code: 'phone15' });
    expect(quote).toMatchObject({
      subtotal: 18000,
      discount: { code: 'PHONE15', amount: 2700 },
      discountProblem: null,
      deliveryCharge: 80,
      total: 15380,
    });

    const placed = await placeStaffOrder(rahima, phoneOrder(items, { discount_code: 'phone15' }));
    expect(placed.order).toMatchObject({
      status: 'confirmed',
      discount: { code: 'PHONE15', amount: 2700 },
      total: 15380,
    });
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 1 });
    const row = await orderRow(placed.order.number);
    // A caller whose phone no account proved is a guest: counted by that phone.
    expect(await redemptionsOf(code.id)).toEqual([
      expect.objectContaining({ orderId: row.id, customerKey: 'phone:+8801812345678' }),
    ]);
  });

  it('counts an account’s uses by the account, and refuses what the storefront refuses', async () => {
    const userId = await createAccount(getDb(), 'Nusrat Jahan', '+8801911222333', { proven: true });
    const code = await createCode({ perCustomerLimit: 1 });
    const items = [{ id: saree, quantity: 1 }];
    const customer = { name: 'Nusrat Jahan', phone: '01911222333' };
    const first = await placeStaffOrder(
      rahima,
      phoneOrder(items, { customer, discount_code: code.code }),
    );
    expect(first.order.discount).toEqual({ code: code.code, amount: 1800 });
    expect(await redemptionsOf(code.id)).toEqual([
      expect.objectContaining({ customerKey: `user:${userId}` }),
    ]);
    await expect(
      placeStaffOrder(rahima, phoneOrder(items, { customer, discount_code: code.code })),
    ).rejects.toMatchObject({
      kind: 'conflict',
      fields: { discount_code: 'You have already used this code.' },
    });

    const quote = await quoteOrder({ items, discount_code: 'NO-SUCH' });
    expect(quote).toMatchObject({
      discount: null,
      discountProblem: 'We do not know this code: check its spelling.',
      subtotal: 18000,
    });
  });
});
