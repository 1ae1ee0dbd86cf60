import { eq } from 'drizzle-orm';
import { GET as staffInvoice } from '@/app/[locale]/admin/orders/[number]/invoice/route';
import { GET as staffLabel } from '@/app/[locale]/admin/orders/[number]/label/route';
import { GET as ownInvoice } from '@/app/api/v1/orders/[number]/invoice/route';
import type { RouteHandler } from '@/lib/api/handler';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { orderItems, orders, storeSettings } from '@/lib/db/schema';
import { staffCallers, type StaffCallers } from '@/tests/api/admin/staff-callers';
import { contact, describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';
import { readPdf } from './pdf-reader';

/** GET a document route as Next would; the PDF's pages, or the error's body. */
async function download(
  handler: RouteHandler,
  path: string,
  number: string,
  headers: Record<string, string> = {},
) {
  const response = await handler(new Request(`http://localhost${path}`, { headers }), {
    params: Promise.resolve({ number }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const pdf = response.headers.get('content-type') === 'application/pdf';
  return {
    status: response.status,
    headers: response.headers,
    lines: pdf ? readPdf(bytes).pages.flatMap((page) => page.lines) : [],
    error: pdf ? undefined : (JSON.parse(bytes.toString()) as { error: { code: string } }),
  };
}

const invoiceAt = (number: string) => `/admin/orders/${number}/invoice`;
const labelAt = (number: string) => `/admin/orders/${number}/label`;
const ownInvoiceAt = (number: string) => `/api/v1/orders/${number}/invoice`;

describeShoppers('the invoice and label routes', (shoppers) => {
  let callers: StaffCallers;
  let number: string;

  beforeAll(async () => {
    callers = await staffCallers(getDb());
    const placed = await placeOrder(
      orderBody([
        { id: shoppers.id['SR-7-Free']!, quantity: 2 },
        { id: shoppers.id['AC_1-One']!, quantity: 1 },
      ]),
      { headers: shoppers.ayesha.headers },
    );
    number = placed.body.order.number;
    // What the desk adds later: a discount code, a courier booking, a made-to-measure line.
    const [row] = await getDb()
      .update(orders)
      .set({
        discountCode: 'EID10',
        discountAmount: 4050,
        total: 40500 - 4050 + 80,
        courier: 'pathao',
        consignmentId: 'PA-1',
        trackingCode: 'DP281125XYZ',
      })
      .where(eq(orders.number, number))
      .returning();
    await getDb()
      .update(orderItems)
      .set({ measurements: { blouse_length: '15 in' }, note: 'Fall and pico done' })
      .where(eq(orderItems.orderId, row!.id));
    await getDb()
      .insert(storeSettings)
      .values({
        key: 'contacts',
        value: { phone: '+880 1811-222333', email: 'desk@example.com', whatsapp: '+8801811222333' },
      });
  });

  it.each(['owner', 'manager', 'clerk'] as const)(
    'gives %s the invoice and the label as PDFs to open, which no cache keeps',
    async (who) => {
      for (const [handler, path, kind, heading] of [
        [staffInvoice, invoiceAt(number), 'invoice', `Order ${number}`],
        [staffLabel, labelAt(number), 'label', number],
      ] as const) {
        const answer = await download(handler, path, number, callers[who]);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(answer.headers.get('content-disposition')).toBe(
          `inline; filename="${kind}-${number}.pdf"`,
        );
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.lines).toContain(heading);
      }
    },
  );

  it('prints the order as stored, with the store’s contacts from its settings', async () => {
    const invoice = await download(staffInvoice, invoiceAt(number), number, callers.manager);
    expect(invoice.lines).toEqual(
      expect.arrayContaining([
        `Order ${number}`,
        'Ivory Banarasi Saree 2 ৳ 18,000 ৳ 36,000',
        'Measurements: Blouse length 15 in',
        'Note: Fall and pico done',
        'Subtotal ৳ 40,500',
        'Discount (EID10) −৳ 4,050',
        'Delivery (Inside Dhaka) ৳ 80',
        'Total ৳ 36,530',
        'Amount due on delivery ৳ 36,530',
        `${contact.name} House 42, Road 11`,
        '+880 1811-222333 · desk@example.com',
      ]),
    );
    const label = await download(staffLabel, labelAt(number), number, callers.clerk);
    expect(label.lines).toEqual(
      expect.arrayContaining([
        'FROM Noor-e-Jahan · +880 1811-222333',
        '+8801712345678',
        '৳ 36,530',
        'Pathao · Tracking DP281125XYZ',
        number,
      ]),
    );
  });

  it.each([
    ['signedOut', 401, 'unauthenticated'],
    ['shopper', 403, 'not_allowed'],
    ['unprovenManager', 403, 'not_allowed'],
  ] as const)('refuses a caller who is %s with %d', async (who, status, code) => {
    for (const [handler, path] of [
      [staffInvoice, invoiceAt(number)],
      [staffLabel, labelAt(number)],
    ] as const) {
      const answer = await download(handler, path, number, callers[who]);
      expect(answer.status).toBe(status);
      expect(answer.error?.error.code).toBe(code);
    }
  });

  it('answers 404 for an order that does not exist and 400 for what is no order number', async () => {
    const unknown = await download(
      staffLabel,
      labelAt('NJ-000000-00000'),
      'NJ-000000-00000',
      callers.owner,
    );
    expect(unknown.status).toBe(404);
    const malformed = await download(staffInvoice, invoiceAt('NJ_1'), 'NJ_1', callers.owner);
    expect(malformed.status).toBe(400);
  });

  it('lets a shopper download their own invoice, and nobody else', async () => {
    const own = await download(ownInvoice, ownInvoiceAt(number), number, shoppers.ayesha.headers);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`inline; filename="invoice-${number}.pdf"`);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.lines).toContain('Total ৳ 36,530');
    // Lower case in the address is the same order.
    const lower = await download(
      ownInvoice,
      ownInvoiceAt(number.toLowerCase()),
      number.toLowerCase(),
      shoppers.ayesha.headers,
    );
    expect(lower.status).toBe(200);
    for (const headers of [shoppers.nadia.headers, {}, callers.manager]) {
      const refused = await download(ownInvoice, ownInvoiceAt(number), number, headers);
      expect(refused.status).toBe(404);
      expect(refused.error?.error.code).toBe('not_found');
    }
  });

  it('lets the browser that placed a guest order download its invoice', async () => {
    const phone = '+8801812345678';
    const code = await issueCode('checkout', phone);
    const placed = await placeOrder(
      orderBody([{ id: shoppers.id['AC_1-One']!, quantity: 1 }], {
        contact: { name: 'Farhana Akter', phone: '01812345678' },
        otp: code,
      }),
    );
    const guest = placed.body.order.number;
    const cookie = placed.headers.get('set-cookie')!.split(';')[0]!;
    const own = await download(ownInvoice, ownInvoiceAt(guest), guest, { cookie });
    expect(own.status).toBe(200);
    expect(own.lines).toContain(`Order ${guest}`);
    expect((await download(ownInvoice, ownInvoiceAt(guest), guest)).status).toBe(404);
    expect(
      (await download(ownInvoice, ownInvoiceAt(guest), guest, shoppers.ayesha.headers)).status,
    ).toBe(404);
  });
});
