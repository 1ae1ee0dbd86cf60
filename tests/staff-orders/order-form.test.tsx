import { placeStaffOrderAction, quoteOrderAction } from '@/app/[locale]/admin/orders/new/actions';
import { PhoneOrderForm } from '@/components/admin/phone-order/phone-order-form';
import { getDb } from '@/lib/db/client';
import type { OrderQuote } from '@/lib/ordering/orders/quote';
import { idleState, type ActionState } from '@/lib/identity/staff-actions/action-state';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { stockOf, variantBySku } from '@/tests/api/orders/support';
import { fieldIds, submitted } from '@/tests/helpers/form-markup';
import { createStaff } from '@/tests/stock/support';
import { orderRow, timelineOf } from './support';
import { renderWithIntl } from '@/tests/helpers/intl';

// The phone order form as the server renders it, sent back as a browser would (with the
// pieces staff added): its names are the ones the place and quote actions read.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));

const start = {
  customer: { name: 'Farzana Akter', phone: '01812345678', email: '' },
  address: { division: 'Dhaka', district: 'Gazipur', area: 'Tongi', line: 'Holding 12' },
  account: null,
};

const noQuote = async (state: ActionState<OrderQuote>) => state;
const noPlace = async (state: ActionState) => state;

function render(paymentLinks = false) {
  return renderWithIntl(
    <PhoneOrderForm
      action={noPlace}
      quoteAction={noQuote}
      formKey="form-key-1"
      start={start}
      paymentLinks={paymentLinks}
    />,
  );
}

/** What the action threw: Next's redirect, which names where it goes in its digest. */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  const thrown = await run().then(
    () => new Error('no redirect'),
    (error: unknown) => error,
  );
  const digest = (thrown as { digest?: string }).digest ?? '';
  if (!digest.startsWith('NEXT_REDIRECT')) throw thrown;
  return digest.split(';')[2]!;
}

describeCatalogue('the phone order form', () => {
  let clutch: number;

  beforeAll(async () => {
    const rahima = await createStaff(getDb(), 'Rahima');
    mockJar = await provenStaffCookies(rahima.id);
    clutch = (await variantBySku('AC_1-One')).id;
  });

  it('labels every field, and offers a payment link only when SSLCommerz is set up', async () => {
    const html = await render();
    for (const field of fieldIds(html)) {
      if (field.type === 'radio') continue;
      expect(html).toContain(`for="${field.id}"`);
    }
    expect(html).not.toContain('value="payment_link"');
    expect(await render(true)).toContain('value="payment_link"');
  });

  it('is priced and placed by the server from what it sends, landing on the order', async () => {
    const form = submitted(await render());
    expect(form.get('idempotency_key')).toBe('form-key-1');
    expect(form.get('source')).toBe('phone');
    expect(form.get('payment')).toBe('cod');
    form.append('items[0].id', String(clutch));
    form.append('items[0].quantity', '2');

    const quote = await quoteOrderAction(idleState, form);
    expect(quote).toMatchObject({
      status: 'ok',
      data: { subtotal: 9000, deliveryCharge: 150, total: 9150, ready: true },
    });

    const before = await stockOf('AC_1-One');
    const to = await redirectOf(() => placeStaffOrderAction(idleState, form));
    expect(to).toMatch(/^\/admin\/orders\/NJ-\d{6}-\d{5}$/);
    const row = await orderRow(to.split('/').pop()!);
    expect(row).toMatchObject({
      total: 9150,
      district: 'Gazipur',
      delivery: 'outside_dhaka',
      contactPhone: '+8801812345678',
      source: 'phone',
    });
    expect(await stockOf('AC_1-One')).toBe(before - 2);
    expect((await timelineOf(row.id))[0]!.actorLabel).toBe('Rahima');

    // The same form sent again (a double click) lands on the same order.
    expect(await redirectOf(() => placeStaffOrderAction(idleState, form))).toBe(to);
  });

  it('answers a refusal beside the fields it concerns', async () => {
    const form = submitted(await render());
    form.set('customer.phone', '12345');
    const state = await placeStaffOrderAction(idleState, form);
    expect(state).toMatchObject({ status: 'error' });
    const fields = state.status === 'error' ? state.fields : {};
    expect(Object.keys(fields ?? {}).sort()).toEqual(['customer.phone', 'items']);
  });

  it('answers a refused line under its own field, as the form names it', async () => {
    const form = submitted(await render());
    form.append('items[0].id', String(clutch));
    form.append('items[0].quantity', '0');
    const state = await placeStaffOrderAction(idleState, form);
    const fields = state.status === 'error' ? state.fields : {};
    expect(Object.keys(fields ?? {})).toEqual(['items[0].quantity']);
  });
});
