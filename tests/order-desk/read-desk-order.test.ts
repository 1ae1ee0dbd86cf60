import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, payments } from '@/lib/db/schema';
import { sendMessage } from '@/lib/messaging/outbox';
import { addOrderNote } from '@/lib/ordering/orders/desk/add-order-note';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder, readDeskOrderWithRow } from '@/lib/ordering/orders/desk/read-desk-order';
import { recordRefund } from '@/lib/ordering/orders/desk/record-refund';
import { setStock } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { deskContext, insertOrder, orderRow, placeCod } from './support';

describeAppDatabase("an order's page on the desk", buildCatalogue, () => {
  const desk = deskContext();

  beforeAll(async () => {
    await setStock('SR-7-Free', 5);
    await setStock('AC_1-One', 9);
  });

  it('reads items with measurements and notes, the customer, address and every record', async () => {
    const earlier = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    const number = await placeCod(desk.shopper, [
      { id: desk.saree, quantity: 1 },
      { id: desk.clutch, quantity: 2 },
    ]);
    const row = await orderRow(number);
    await getDb()
      .update(orderItems)
      .set({ measurements: { bust: '34 in', length: '42 in' }, note: 'Blouse stitched to size' })
      .where(eq(orderItems.orderId, row.id));
    await getDb()
      .insert(payments)
      .values({
        orderId: row.id,
        provider: 'sslcommerz',
        valId: 'VAL-1',
        tranId: number,
        amount: row.total,
        currency: 'BDT',
        status: 'VALID',
        raw: { status: 'VALID', card_type: 'BKASH-BKash' },
      });
    await sendMessage(
      { channel: 'sms', to: row.contactPhone, text: `Order ${number} is on its way` },
      { orderId: row.id },
    );
    await moveOrder(desk.rina, number, 'confirmed', { note: 'Called' });
    await addOrderNote(desk.rina, number, 'Asked for gift wrapping; call before 5 pm');
    await moveOrder(desk.rina, number, 'shipped', { courier: 'pathao', trackingCode: 'PT-77' });
    await moveOrder(desk.rina, number, 'delivered');
    await recordRefund(desk.rina, number, { amount: 1000, method: 'bkash', reference: 'TRX-1' });

    const order = await readDeskOrder(number.toLowerCase());
    expect(order).toMatchObject({
      number,
      status: 'delivered',
      source: 'web',
      subtotal: 18_000 + 9_000,
      discountAmount: 0,
      total: row.total,
      address: { division: 'Dhaka', district: 'Dhaka', area: 'Banani', line: 'House 42, Road 11' },
      customer: {
        name: 'Ayesha Rahman',
        phone: '+8801712345678',
        email: 'ayesha@example.com',
        account: { id: desk.shopper.id, email: 'ayesha@example.com' },
        ordersFromPhone: 2,
      },
      payment: { method: 'cod', status: 'partially_refunded', refundable: row.total - 1000 },
      shipping: { courier: 'pathao', trackingCode: 'PT-77', consignmentId: null },
      next: ['returned'],
    });
    expect(order!.items).toEqual([
      expect.objectContaining({
        variantId: desk.saree,
        sku: 'SR-7-Free',
        quantity: 1,
        lineTotal: 18_000,
        measurements: { bust: '34 in', length: '42 in' },
        note: 'Blouse stitched to size',
      }),
      expect.objectContaining({ variantId: desk.clutch, quantity: 2, lineTotal: 9_000 }),
    ]);
    expect(order!.payment.records).toEqual([
      expect.objectContaining({
        valId: 'VAL-1',
        raw: { status: 'VALID', card_type: 'BKASH-BKash' },
      }),
    ]);
    expect(order!.refunds).toEqual([
      expect.objectContaining({ amount: 1000, method: 'bkash', reference: 'TRX-1' }),
    ]);
    // The "we received it" SMS and e-mail of its placing, then the one sent here.
    expect(order!.messages.map((message) => message.channel)).toEqual(['sms', 'email', 'sms']);
    expect(order!.messages.at(-1)).toEqual(
      expect.objectContaining({
        channel: 'sms',
        body: `Order ${number} is on its way`,
        status: 'stored',
      }),
    );
    const timeline = order!.timeline.filter((event) => event.kind !== 'message');
    expect(
      timeline.map((event) => [event.kind, event.toStatus, event.actorLabel, event.isPublic]),
    ).toEqual([
      ['status', 'pending', 'Shopper', true],
      ['status', 'confirmed', 'Rina Akter', true],
      ['note', 'confirmed', 'Rina Akter', false],
      ['status', 'shipped', 'Rina Akter', true],
      ['status', 'delivered', 'Rina Akter', true],
      ['refund', 'delivered', 'Rina Akter', true],
    ]);
    expect(timeline[3]!.data).toEqual({ courier: 'pathao', trackingCode: 'PT-77' });
    expect(Date.parse(timeline[0]!.createdAt)).toBeLessThanOrEqual(
      Date.parse(timeline[5]!.createdAt),
    );
    expect((await readDeskOrder(earlier))!.customer.ordersFromPhone).toBe(2);
  });

  it('a guest order has no account; a paid gateway order offers confirm and cancel', async () => {
    const paid = await insertOrder({
      status: 'pending_payment',
      paymentMethod: 'sslcommerz',
      paymentStatus: 'paid',
      contactPhone: '+8801799999999',
    });
    const order = await readDeskOrder(paid.number);
    expect(order!.customer).toMatchObject({ account: null, ordersFromPhone: 1 });
    expect(order!.next).toEqual(['confirmed', 'cancelled']);
    expect(order!.items).toEqual([]);
    const unpaid = await insertOrder({ status: 'pending_payment', paymentMethod: 'sslcommerz' });
    expect((await readDeskOrder(unpaid.number))!.next).toEqual(['cancelled']);
    expect((await readDeskOrder(unpaid.number))!.payment.refundable).toBe(0);
  });

  it('is null for a number that names no order, or is no number', async () => {
    expect(await readDeskOrder('NJ-000000-00000')).toBeNull();
    expect(await readDeskOrder('../../etc')).toBeNull();
    expect(await readDeskOrderWithRow('NJ-000000-00000')).toBeNull();
  });

  it('gives the courier panel the very row its status and shipping were read from', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    await moveOrder(desk.rina, number, 'confirmed', { note: 'Called' });
    await moveOrder(desk.rina, number, 'shipped', { courier: 'pathao', trackingCode: 'PT-88' });
    const { order, row } = (await readDeskOrderWithRow(number))!;
    expect(row.number).toBe(order.number);
    expect([row.status, row.trackingCode]).toEqual([order.status, order.shipping.trackingCode]);
    expect(order.status).toBe('shipped');
    expect(order.shipping.trackingCode).toBe('PT-88');
  });
});
