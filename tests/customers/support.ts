import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderRefunds, orders } from '@/lib/db/schema';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { setStock, variantBySku } from '@/tests/api/orders/support';
import { createStaff } from '@/tests/stock/support';
import { createAccount, dhakaAddress, phoneOrder } from '@/tests/staff-orders/support';

/**
 * The customers of these suites:
 * - Nusrat: an account that proved +8801711111111; a storefront order of her own, a phone
 *   order staff typed under her phone, and a guest order from before she proved it.
 * - Someone Else: an account that claims +8801722222222 without proving it, no orders;
 *   a caller's guest orders under that number stay the caller's.
 * - Farzana: a guest with two orders under +8801812345678, the newer with an e-mail.
 * - Rahima: staff, who took the phone orders and has ordered nothing herself.
 */
type OrderNumbers = Record<
  'nusratOwn' | 'nusratByPhone' | 'nusratAsGuest' | 'callerOne' | 'farzanaOld' | 'farzanaNew',
  string
>;

export type Customers = {
  rahima: Actor;
  nusrat: number;
  someoneElse: number;
  /** Order numbers by what they are. */
  number: OrderNumbers;
};

const clutch = async () => (await variantBySku('AC_1-One')).id;

async function takeOrder(rahima: Actor, customer: object, changes: object = {}) {
  const placed = await placeStaffOrder(
    rahima,
    phoneOrder([{ id: await clutch(), quantity: 1 }], { customer, ...changes } as never),
  );
  return placed.order.number;
}

export async function fillCustomers(): Promise<Customers> {
  const db = getDb();
  await setStock('AC_1-One', 50);
  const rahima = await createStaff(db, 'Rahima');
  const nusrat = await createAccount(db, 'Nusrat Jahan', '+8801711111111', { proven: true });
  const someoneElse = await createAccount(db, 'Someone Else', '+8801722222222', {
    proven: false,
  });
  const number = {} as OrderNumbers;

  const own = await placeOrder(
    {
      items: [{ id: await clutch(), quantity: 2 }],
      contact: { name: 'Nusrat Jahan', phone: '+8801711111111' },
      address: { ...dhakaAddress, area: 'Gulshan', line: 'Flat 3B, Road 90' },
      delivery: 'inside_dhaka',
      payment: 'cod',
    },
    { viewer: { id: nusrat, isStaff: false }, idempotencyKey: randomUUID() },
  );
  number.nusratOwn = own.order.number;
  number.nusratByPhone = await takeOrder(rahima, { name: 'Nusrat', phone: '01711111111' });
  number.nusratAsGuest = await takeOrder(rahima, { name: 'Nusrat', phone: '01711111111' });
  // Placed before she proved her phone: a guest order under it.
  await db.update(orders).set({ userId: null }).where(eq(orders.number, number.nusratAsGuest));

  number.callerOne = await takeOrder(rahima, { name: 'Caller', phone: '01722222222' });

  number.farzanaOld = await takeOrder(rahima, { name: 'Farzana Akter', phone: '01812345678' });
  number.farzanaNew = await takeOrder(
    rahima,
    { name: 'Farzana A.', phone: '+8801812345678', email: 'farzana@example.com' },
    {
      address: { ...dhakaAddress, district: 'Gazipur', area: 'Tongi', line: 'Holding 12' },
      delivery: 'outside_dhaka',
    },
  );
  return { rahima, nusrat, someoneElse, number };
}

/** A COD order handed over and paid on delivery. */
export async function deliver(number: string): Promise<void> {
  await updateOrderStatus(number, 'shipped');
  await updateOrderStatus(number, 'delivered');
}

/** Part of a paid order given back, as the desk records it. */
export async function refundPart(number: string, amount: number): Promise<void> {
  const [row] = await getDb()
    .update(orders)
    .set({ paymentStatus: 'partially_refunded' })
    .where(eq(orders.number, number))
    .returning();
  await getDb()
    .insert(orderRefunds)
    .values({ orderId: row!.id, amount, method: 'bkash', reference: 'TRX-1' });
}
