import { asc, eq } from 'drizzle-orm';
import { store } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { orders, outboxMessages } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { formatBDT } from '@/lib/format/money';
import { smsText } from '@/lib/messaging/sms-text';
import { resetTemplate } from '@/lib/content/message-templates/reset-template';
import { saveTemplate } from '@/lib/content/message-templates/save-template';
import { queueOrderMessages } from '@/lib/ordering/orders/notify-status';
import { lockOrderByNumber } from '@/lib/ordering/orders/status';
import { contact, orderBody, placeOrder, variantBySku } from '@/tests/api/orders/support';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { clearTemplates, describeTemplates, ownerOf } from './support';

describeTemplates('the messages an order sends, from the templates staff edit', (staff) => {
  const owner = () => ownerOf(staff());
  let ayesha: Shopper;
  let clutch: number;

  beforeAll(async () => {
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    clutch = (await variantBySku('AC_1-One')).id;
  });
  beforeEach(() => clearTemplates());

  /** A signed-in shopper's cash-on-delivery order for one clutch: its number and total. */
  const placeClutchOrder = async () => {
    const placed = await placeOrder(orderBody([{ id: clutch, quantity: 1 }]), {
      headers: ayesha.headers,
    });
    expect(placed.status).toBe(201);
    return placed.body.order;
  };

  const outboxOf = async (number: string) => {
    const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
    return getDb()
      .select({
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order!.id))
      .orderBy(asc(outboxMessages.id));
  };

  const placedSms = (body: string, version: number, enabled = true) => ({
    event: 'placed' as const,
    channel: 'sms' as const,
    enabled,
    subject: '',
    body,
    version,
  });

  it('sends the saved SMS, filled in from the order, and the default e-mail beside it', async () => {
    await saveTemplate(owner(), placedSms('Dear {{name}}, {{number}} ({{total}}) is with us.', 0));
    const order = await placeClutchOrder();
    const messages = await outboxOf(order.number);
    expect(messages).toEqual([
      expect.objectContaining({
        channel: 'sms',
        body: `Dear ${contact.name}, ${order.number} (${smsText(formatBDT(order.total))}) is with us.`,
      }),
      expect.objectContaining({
        channel: 'email',
        recipient: contact.email,
        subject: `${store.name}: we received order ${order.number}`,
      }),
    ]);
  });

  it('sends no SMS for a step whose SMS is switched off, and still the e-mail', async () => {
    await saveTemplate(owner(), placedSms('Never sent: {{number}}', 0, false));
    const order = await placeClutchOrder();
    expect((await outboxOf(order.number)).map((message) => message.channel)).toEqual(['email']);
  });

  it('goes back to the default text once the template is reset', async () => {
    await saveTemplate(owner(), placedSms('Ours: {{number}}', 0));
    await resetTemplate(owner(), 'placed', 'sms');
    const order = await placeClutchOrder();
    const [sms] = await outboxOf(order.number);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toMatch(
      new RegExp(`^${store.name}: thank you, ${contact.name}! We received order ${order.number} `),
    );
    expect(sms!.body).not.toContain('Ours');
  });

  it('uses a saved e-mail’s subject and text for a later step (queueOrderMessages)', async () => {
    const order = await placeClutchOrder();
    await saveTemplate(owner(), {
      event: 'confirmed',
      channel: 'email',
      enabled: true,
      subject: 'Confirmed: {{number}}',
      body: 'Dear {{name}},\r\n\r\nWe are making {{number}} ready.\r\n{{store}}',
      version: 0,
    });
    const queued = await writeTransaction(async (tx) =>
      queueOrderMessages(tx, await lockOrderByNumber(tx, order.number), 'confirmed'),
    );
    expect(queued).toBe(2);
    const email = (await outboxOf(order.number)).at(-1);
    expect(email).toEqual({
      channel: 'email',
      recipient: contact.email,
      subject: `Confirmed: ${order.number}`,
      body: `Dear ${contact.name},\n\nWe are making ${order.number} ready.\n${store.name}`,
    });
  });
});
