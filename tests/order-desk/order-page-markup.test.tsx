import { CustomerPanel } from '@/components/admin/orders/customer-panel';
import { DeskTimeline } from '@/components/admin/orders/desk-timeline';
import { orderColumns } from '@/components/admin/orders/order-columns';
import { PaymentPanel } from '@/components/admin/orders/payment-panel';
import { OrderDetails } from '@/components/orders/order-details';
import { DataTable } from '@/components/ui/data-table';
import { getDb } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { addOrderNote } from '@/lib/ordering/orders/desk/add-order-note';
import { listDeskOrders } from '@/lib/ordering/orders/desk/list-desk-orders';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import { recordRefund } from '@/lib/ordering/orders/desk/record-refund';
import { readOwnOrder } from '@/lib/ordering/orders/access';
import { setStock } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { renderWithIntl } from '@/tests/helpers/intl';
import { serverIntl } from '@/tests/helpers/intl-server';
import { deskContext, orderRow, placeCod } from './support';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// The desk's panels and the shopper's order as the server draws them, for one order that
// went through everything: what each shows, and what the shopper's never does.
describeAppDatabase('the order as the pages draw it', buildCatalogue, () => {
  const desk = deskContext();
  let number: string;

  beforeAll(async () => {
    await setStock('AC_1-One', 9);
    number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    const row = await orderRow(number);
    await getDb()
      .insert(payments)
      .values({
        orderId: row.id,
        provider: 'sslcommerz',
        valId: 'VAL-9',
        tranId: number,
        amount: row.total,
        currency: 'BDT',
        status: 'VALID',
        raw: { card_brand: 'MOBILEBANKING' },
      });
    await moveOrder(desk.rina, number, 'confirmed', { note: 'Called at noon' });
    await addOrderNote(desk.rina, number, 'Prefers delivery after 6 pm');
    await moveOrder(desk.rina, number, 'shipped', { courier: 'steadfast', trackingCode: 'SF-31' });
    await moveOrder(desk.rina, number, 'delivered');
    await recordRefund(desk.rina, number, { amount: 100, method: 'nagad', reference: 'NG-7' });
  });

  it('lists the order as a row (a card on a phone), linking to its page', async () => {
    const { rows } = await listDeskOrders({ q: number });
    const t = await serverIntl('en').getTranslations({ namespace: 'admin.orders' });
    const html = await renderWithIntl(
      <DataTable
        caption="Orders"
        columns={orderColumns(t)}
        rows={rows}
        rowKey={(row) => row.number}
        empty={{ title: 'No orders yet', hint: '' }}
      />,
    );
    expect(html).toContain(`href="/admin/orders/${number}"`);
    expect(text(html)).toContain('Delivered');
    expect(text(html)).toContain('Partly refunded');
    expect(text(html)).toContain('+8801712345678');
  });

  it('shows staff the whole timeline with who and when, the customer and the gateway record', async () => {
    const order = (await readDeskOrder(number))!;
    const timeline = text(await renderWithIntl(<DeskTimeline events={order.timeline} />));
    expect(timeline).toContain('To confirm → Confirmed Rina Akter');
    expect(timeline).toContain('Called at noon');
    expect(timeline).toMatch(/Note Staff only Rina Akter · \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(timeline).toContain('Courier Steadfast Tracking code SF-31');
    expect(timeline).toContain('Reference NG-7');
    const customer = text(await renderWithIntl(<CustomerPanel order={order} />));
    expect(customer).toContain('Ayesha Rahman');
    expect(customer).toContain('First order from this phone');
    const payment = await renderWithIntl(<PaymentPanel order={order} />);
    expect(payment).toContain('MOBILEBANKING');
    expect(text(payment)).toContain('৳ 100 by Nagad');
  });

  it('shows the shopper the tracking code and the journey, never the staff note', async () => {
    const order = await readOwnOrder(number, { id: desk.shopper.id, isStaff: false }, []);
    const html = text(await renderWithIntl(<OrderDetails order={order} />));
    expect(html).toContain('Steadfast Courier SF-31');
    expect(html).toContain('Your order’s journey');
    expect(html).toContain('Called at noon');
    expect(html).toContain('Refunded ৳ 100 by Nagad');
    expect(html).not.toContain('after 6 pm');
    expect(html).not.toContain('Rina');
  });

  it.each([
    ['en', { months: 12 }, 'Card instalments over 12 months'],
    ['bn', { months: 6 }, 'কার্ডে ৬ মাসের কিস্তিতে'],
    ['en', { months: null }, 'Card instalments, over the months chosen at the bank'],
  ] as const)(
    'tells the shopper (%s) she pays by card instalments, and over how many months',
    async (locale, instalments, said) => {
      const order = await readOwnOrder(number, { id: desk.shopper.id, isStaff: false }, []);
      const card = {
        ...order,
        payment: { method: 'sslcommerz' as const, status: 'paid' as const, instalments },
      };
      const html = text(await renderWithIntl(<OrderDetails order={card} />, locale));
      expect(html).toContain(said);
    },
  );
});
