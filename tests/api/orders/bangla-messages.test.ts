import { eq } from 'drizzle-orm';
import { POST as requestCheckoutCode } from '@/app/api/v1/orders/otp/route';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { messageTemplates, orders, products, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { queueOrderMessages } from '@/lib/ordering/orders/notify-status';
import { findOrderRow } from '@/lib/ordering/orders/read';
import { call } from '../helpers/call';
import { jsonBody } from '../shopper/shopper';
import { describeShoppers, orderBody, placeOrder } from './support';
import { messagesTo } from '@/tests/helpers/outbox-rows';

const latestTo = async (recipient: string) => (await messagesTo(recipient))[0];

describeShoppers('messages in the language the shopper chose', (shoppers) => {
  const { id } = shoppers;
  const lines = () => [
    { id: id['SR-7-Free']!, quantity: 2 },
    { id: id['AC_1-One']!, quantity: 1 },
  ];

  it('sends the placed SMS and e-mail of an order placed in Bangla in Bangla, with Bangla amounts', async () => {
    await getDb()
      .update(products)
      .set({ nameBn: 'আইভরি বেনারসি শাড়ি' })
      .where(eq(products.slug, 'ivory-banarasi-saree'));
    const placed = await placeOrder(
      orderBody(lines(), {
        locale: 'bn',
        contact: { name: 'আয়েশা', phone: '০১৭১১১১১১১১', email: 'ayesha.bn@example.com' },
      }),
      { headers: shoppers.ayesha.headers },
    );
    expect(placed.status).toBe(201);
    const { number, total } = placed.body.order;
    expect(total).toBe(40580);
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    expect(row!.locale).toBe('bn');
    expect(row!.contactPhone).toBe('+8801711111111');

    const sms = await latestTo('+8801711111111');
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toContain('ধন্যবাদ, আয়েশা!');
    expect(sms!.body).toContain(number);
    expect(sms!.body).toContain('৳ ৪০,৫৮০');
    expect(sms!.body).not.toContain('Tk');
    const email = await latestTo('ayesha.bn@example.com');
    expect(email!.subject).toBe(`Noor-e-Jahan: আপনার অর্ডার ${number} আমরা পেয়েছি`);
    // Pieces by their Bangla names where staff wrote one, as the order's pages show them.
    expect(email!.body).toContain('আইভরি বেনারসি শাড়ি (Free, As shown) × ২: ৳ ৩৬,০০০');
    expect(email!.body).not.toContain('Ivory Banarasi Saree');
    expect(email!.body).toContain(`/bn/account/orders/${number}`);

    // The account remembers the language for its later messages.
    const [account] = await getDb().select().from(users).where(eq(users.id, shoppers.ayesha.id));
    expect(account!.locale).toBe('bn');
  });

  it('writes later steps in the order’s language, from the store’s Bangla text when it has one', async () => {
    // The clutch alone: ৳ ৪,৫০০ and ৳ ৮০ for delivery.
    const clutch = () => [{ id: id['AC_1-One']!, quantity: 1 }];
    const bn = await placeOrder(
      // A quantity typed in Bangla digits is read as that number.
      orderBody([], {
        items: [{ id: id['AC_1-One']!, quantity: '১' }],
        locale: 'bn',
        contact: { name: 'Nadia', phone: '01722222222' },
      }),
      { headers: shoppers.nadia.headers },
    );
    const en = await placeOrder(
      orderBody(clutch(), { contact: { name: 'Nadia', phone: '01733333333' } }),
      { headers: shoppers.nadia.headers },
    );
    expect([bn.status, en.status]).toEqual([201, 201]);
    await getDb()
      .insert(messageTemplates)
      .values([
        { event: 'confirmed', channel: 'sms', locale: 'bn', body: 'নিশ্চিত: {{number}}, {{total}}' },
        {
          event: 'confirmed',
          channel: 'sms',
          locale: 'en',
          body: 'Confirmed: {{number}}, {{total}}',
        },
      ]);
    await getDb()
      .update(orders)
      .set({ courier: 'steadfast', trackingCode: 'SF123' })
      .where(eq(orders.number, bn.body.order.number));
    for (const number of [bn.body.order.number, en.body.order.number]) {
      const row = (await findOrderRow(number))!;
      await writeTransaction(async (tx) => {
        await queueOrderMessages(tx, row, 'confirmed');
        await queueOrderMessages(tx, row, 'shipped');
      });
    }
    const [bnShipped, bnConfirmed] = await messagesTo('+8801722222222');
    expect(bnConfirmed!.body).toBe(`নিশ্চিত: ${bn.body.order.number}, ৳ ৪,৫৮০`);
    expect(bnShipped!.body).toContain('Steadfast-এর মাধ্যমে রওনা হয়েছে, ট্র্যাকিং কোড SF123');
    expect(bnShipped!.body).toContain('৳ ৪,৫৮০ প্রস্তুত রাখবেন');
    const [enShipped, enConfirmed] = await messagesTo('+8801733333333');
    expect(enConfirmed!.body).toBe(`Confirmed: ${en.body.order.number}, Tk 4,580`);
    expect(enShipped!.body).toContain('Please keep Tk 4,580 ready.');
  });

  it('links a guest’s e-mail to the tracking form, for a guest has no account to open', async () => {
    const otp = await issueCode('checkout', '+8801788888888');
    const placed = await placeOrder(
      orderBody([{ id: id['AC_1-One']!, quantity: 1 }], {
        contact: { name: 'Farhana', phone: '01788888888', email: 'farhana@example.com' },
        otp,
      }),
    );
    expect(placed.status).toBe(201);
    const email = await latestTo('farhana@example.com');
    expect(email!.body).toContain(`/track-order?number=${placed.body.order.number}`);
    expect(email!.body).not.toContain('/account/orders');
  });

  it('sends a code asked for in Bangla in Bangla, the code itself in ASCII digits', async () => {
    const sent = await call(
      requestCheckoutCode,
      '/api/v1/orders/otp',
      jsonBody('POST', { phone: '০১৭৪৪৪৪৪৪৪৪', locale: 'bn' }),
    );
    expect(sent.status).toBe(202);
    const sms = await latestTo('+8801744444444');
    expect(sms!.body).toMatch(/^Noor-e-Jahan: অর্ডারটি নিশ্চিত করতে আপনার কোড: \d{6}।/);

    const signIn = await call(phoneLogin, '/api/v1/user/phone_login/01755555555', {
      ...jsonBody('POST', { locale: 'bn' }),
      params: { phone: '01755555555' },
    });
    expect(signIn.status).toBe(202);
    expect((await latestTo('+8801755555555'))!.body).toMatch(/সাইন ইন করতে আপনার কোড: \d{6}।/);
  });

  it('keeps English codes as they were, and refuses a language it does not know', async () => {
    const sent = await call(
      requestCheckoutCode,
      '/api/v1/orders/otp',
      jsonBody('POST', { phone: '01766666666' }),
    );
    expect(sent.status).toBe(202);
    expect((await latestTo('+8801766666666'))!.body).toMatch(
      /^\d{6} is your Noor-e-Jahan code to confirm your order\. It expires in 5 minutes\. Never share it with anyone\.$/,
    );
    const bad = await call(
      requestCheckoutCode,
      '/api/v1/orders/otp',
      jsonBody('POST', { phone: '01766666666', locale: 'fr' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { locale: expect.any(String) } } });
  });
});
