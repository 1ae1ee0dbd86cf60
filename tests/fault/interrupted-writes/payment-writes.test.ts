import { releaseByTranId } from '@/lib/ordering/orders/release';
import { getDb } from '@/lib/db/client';
import { settlePayment } from '@/lib/ordering/orders/gateway/settle';
import { describeGateway, notify, orderRow } from '@/tests/api/orders/gateway-suite';
import { expectNoPartialWrite } from '../support/interrupt';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

const paymentTables = ['orders', 'order_events', 'payments', 'variants', 'products'];
const historyWritten = { table: 'order_events', event: 'INSERT' } as const;

describeGateway('payment writes interrupted half-way', (context) => {
  it('a payment whose order cannot be confirmed is not recorded, so the next notice can', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    await expectNoPartialWrite(
      getDb(),
      { earlier: { table: 'payments', event: 'INSERT' }, failing: historyWritten },
      paymentTables,
      () => settlePayment(context.config, { valId: paid.val_id!, tranId: order.number }),
    );
    expect((await notify(paid)).body).toEqual({ received: true, paid: true });
    expect(await orderRow(order.number)).toMatchObject({ status: 'confirmed' });
  });

  it('a failed payment whose order cannot be released keeps the order waiting and its stock held', async () => {
    const { order } = await context.payLater();
    await expectNoPartialWrite(
      getDb(),
      { earlier: { table: 'variants', event: 'UPDATE' }, failing: historyWritten },
      paymentTables,
      () => releaseByTranId(order.number, 'The payment failed', 'failed'),
    );
    expect(await orderRow(order.number)).toMatchObject({ status: 'pending_payment' });
  });
});
