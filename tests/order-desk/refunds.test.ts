import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderRefunds } from '@/lib/db/schema';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { recordRefund } from '@/lib/ordering/orders/desk/record-refund';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { auditOfOrder, createStaff, eventsOf, insertOrder, orderRow, refusal } from './support';

describeAppDatabase('refunds recorded on paid orders', buildCatalogue, () => {
  let rina: Actor;
  beforeAll(async () => {
    rina = await createStaff(getDb(), 'Rina Akter');
  });

  /** A gateway order paid in full: subtotal 10,000.10 and delivery 80 make 10,080.10. */
  const paidOrder = async () =>
    (
      await insertOrder({
        status: 'confirmed',
        paymentMethod: 'sslcommerz',
        paymentStatus: 'paid',
        subtotal: 10_000.1,
      })
    ).number;

  const refundsOf = async (number: string) =>
    getDb()
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, (await orderRow(number)).id));

  it('records part, then the rest to the paisa: partially refunded, then refunded', async () => {
    const number = await paidOrder();
    const first = await recordRefund(rina, number, {
      amount: '3000.05',
      method: 'bkash',
      reference: 'TRX9A8B7C',
      note: 'One piece sent back',
    });
    expect(first).toMatchObject({
      paymentStatus: 'partially_refunded',
      refunded: 3000.05,
      left: 7080.05,
    });
    expect((await orderRow(number)).paymentStatus).toBe('partially_refunded');

    const tooMuch = await refusal(() =>
      recordRefund(rina, number, { amount: 7080.06, method: 'bank', reference: 'B-1' }),
    );
    expect(tooMuch).toMatchObject({ kind: 'invalid' });
    expect(tooMuch.fields).toEqual({ amount: 'At most ৳ 7,080.05 is left to refund' });

    const rest = await recordRefund(rina, number, {
      amount: 7080.05,
      method: 'bank',
      reference: 'B-1',
    });
    expect(rest).toMatchObject({ paymentStatus: 'refunded', refunded: 10_080.1, left: 0 });
    expect((await orderRow(number)).paymentStatus).toBe('refunded');
    expect(
      (
        await refusal(() =>
          recordRefund(rina, number, { amount: 1, method: 'cash', reference: 'C' }),
        )
      ).code,
    ).toBe('not_refundable');

    expect((await refundsOf(number)).map((refund) => [refund.amount, refund.method])).toEqual([
      [3000.05, 'bkash'],
      [7080.05, 'bank'],
    ]);
    const refunds = (await eventsOf(number)).filter((event) => event.kind === 'refund');
    expect(refunds.map((event) => event.note)).toEqual([
      'Refunded ৳ 3,000.05 by bKash',
      'Refunded ৳ 7,080.05 by Bank transfer',
    ]);
    expect(refunds[0]).toMatchObject({
      actorLabel: 'Rina Akter',
      isPublic: true,
      data: expect.objectContaining({ reference: 'TRX9A8B7C', note: 'One piece sent back' }),
    });
    expect((await auditOfOrder(number)).map((entry) => entry.action)).toEqual([
      'order.refund',
      'order.refund',
    ]);
  });

  it('refuses orders not paid: cash on delivery before delivery, failed payments', async () => {
    const unpaid = await insertOrder();
    const failed = await insertOrder({
      status: 'cancelled',
      paymentMethod: 'sslcommerz',
      paymentStatus: 'failed',
    });
    for (const number of [unpaid.number, failed.number]) {
      const error = await refusal(() =>
        recordRefund(rina, number, { amount: 10, method: 'cash', reference: 'C-1' }),
      );
      expect(error).toMatchObject({ kind: 'conflict', code: 'not_refundable' });
      expect(await refundsOf(number)).toEqual([]);
    }
  });

  it('refunds a cash-on-delivery order once delivered (paid to the courier)', async () => {
    const number = (await insertOrder({ status: 'shipped', courier: 'other', trackingCode: 'H1' }))
      .number;
    await moveOrder(rina, number, 'delivered');
    const refund = await recordRefund(rina, number, {
      amount: 500,
      method: 'nagad',
      reference: 'NG-1',
    });
    expect(refund.paymentStatus).toBe('partially_refunded');
  });

  it('checks the amount, method and reference, writing nothing', async () => {
    const number = await paidOrder();
    const error = await refusal(() =>
      recordRefund(rina, number, {
        amount: '10.001',
        method: 'cheque' as never,
        reference: '  ',
      }),
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['amount', 'method', 'reference']);
    expect(
      (
        await refusal(() =>
          recordRefund(rina, number, { amount: 0, method: 'cash', reference: 'x' }),
        )
      ).fields,
    ).toHaveProperty('amount');
    expect(await refundsOf(number)).toEqual([]);
  });

  it('two refunds of the last amount at once: one is recorded, the other refused', async () => {
    const number = await paidOrder();
    await recordRefund(rina, number, { amount: 10_000, method: 'bkash', reference: 'A' });
    const results = await Promise.allSettled([
      recordRefund(rina, number, { amount: 80.1, method: 'bkash', reference: 'B' }),
      recordRefund(rina, number, { amount: 80.1, method: 'bkash', reference: 'C' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused).toMatchObject({ reason: { code: 'not_refundable' } });
    expect(await refundsOf(number)).toHaveLength(2);
  });
});
