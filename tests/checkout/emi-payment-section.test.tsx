import { orderBody } from '@/components/checkout/checkout-body';
import { PaymentSection, type PaymentChoice } from '@/components/checkout/payment-section';
import type { Locale } from '@/i18n/routing';
import type { EmiPlan } from '@/lib/content/schemas/emi-settings';
import { emiTenuresFor } from '@/lib/content/settings/emi';
import type { CartItem } from '@/stores/cart-reducers';
import { renderWithIntl } from '@/tests/helpers/intl';

const plans: EmiPlan[] = [
  { bank: 'BRAC Bank', bankBn: 'ব্র্যাক ব্যাংক', months: 3, minAmount: 50_000, chargePercent: 0 },
  { bank: 'BRAC Bank', bankBn: 'ব্র্যাক ব্যাংক', months: 12, minAmount: 50_000, chargePercent: 6 },
  { bank: 'City Bank', bankBn: null, months: 12, minAmount: 100_000, chargePercent: 9 },
  { bank: 'City Bank', bankBn: null, months: 24, minAmount: 500_000, chargePercent: 12 },
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The payment step's markup for an order of `total`, as checkout draws it. */
const section = (
  props: { total: number; payment?: PaymentChoice; gateway?: boolean; emiMonthsError?: string },
  locale: Locale = 'en',
) =>
  renderWithIntl(
    <PaymentSection
      gateway={props.gateway ?? true}
      emiPlans={plans}
      total={props.total}
      payment={props.payment}
      emiMonthsError={props.emiMonthsError}
    />,
    locale,
  );

/** The values of the radios named `name`, and which one is checked. */
function radios(html: string, name: string) {
  const inputs = [...html.matchAll(/<input[^>]*>/g)].map(([input]) => input);
  const named = inputs.filter((input) => input.includes(`name="${name}"`));
  return {
    values: named.map((input) => /value="([^"]*)"/.exec(input)![1]),
    checked: named
      .filter((input) => /checked=""/.test(input))
      .map((i) => /value="([^"]*)"/.exec(i)![1]),
  };
}

describe('the tenures an order total may be paid over', () => {
  it('groups the plans its total reaches by months, shortest first, the least month first', () => {
    // ৳1,20,000 over 12 months: BRAC 6% is 1,27,200 / 12 = 10,600; City 9% is 10,900.
    expect(emiTenuresFor(120_000, plans)).toEqual([
      {
        months: 3,
        monthly: 40_000,
        banks: [{ bank: 'BRAC Bank', bankBn: 'ব্র্যাক ব্যাংক', monthly: 40_000, zeroCharge: true }],
      },
      {
        months: 12,
        monthly: 10_600,
        banks: [
          { bank: 'BRAC Bank', bankBn: 'ব্র্যাক ব্যাংক', monthly: 10_600, zeroCharge: false },
          { bank: 'City Bank', bankBn: null, monthly: 10_900, zeroCharge: false },
        ],
      },
    ]);
    expect(emiTenuresFor(49_999, plans)).toEqual([]);
  });
});

describe('card instalments at checkout', () => {
  it('are offered beside cash on delivery and card once a plan takes the total', async () => {
    const html = await section({ total: 120_000 });
    expect(radios(html, 'payment')).toEqual({
      values: ['cod', 'sslcommerz', 'emi'],
      checked: ['cod'],
    });
    expect(text(html)).toContain(
      'Card instalments (EMI) Pay by credit card in monthly instalments',
    );
    // The tenures show only once she chooses instalments.
    expect(radios(html, 'emi_months').values).toEqual([]);
  });

  it('are not offered below every plan’s minimum, nor without the gateway', async () => {
    expect(radios(await section({ total: 49_999 }), 'payment').values).toEqual([
      'cod',
      'sslcommerz',
    ]);
    expect(radios(await section({ total: 120_000, gateway: false }), 'payment').values).toEqual([
      'cod',
    ]);
  });

  it('list each tenure with its month and banks, 0% only where staff entered no charge', async () => {
    const html = await section({ total: 120_000, payment: 'emi' });
    expect(radios(html, 'payment').checked).toEqual(['emi']);
    // The shortest tenure is chosen until she picks another.
    expect(radios(html, 'emi_months')).toEqual({ values: ['3', '12'], checked: ['3'] });
    const words = text(html);
    expect(words).toContain('Pay over');
    expect(words).toContain('3 months: ৳ 40,000 a month BRAC Bank at 0%');
    // The banks' months differ over 12 months: each bank says its own.
    expect(words).toContain(
      '12 months: from ৳ 10,600 a month BRAC Bank, ৳ 10,600 · City Bank, ৳ 10,900',
    );
    expect(words).not.toContain('City Bank at 0%');
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend[^>]*>Pay over<\/legend>/);
  });

  it('show the server’s word on the tenure beside the tenures', async () => {
    const html = await section({
      total: 120_000,
      payment: 'emi',
      emiMonthsError: 'No bank offers this many months for this total',
    });
    expect(html).toMatch(/aria-describedby="[^"]*-error[^"]*"/);
    expect(text(html)).toContain('No bank offers this many months for this total');
  });

  it('fall back to a card payment when the total no longer reaches a plan', async () => {
    const html = await section({ total: 20_000, payment: 'emi' });
    expect(radios(html, 'payment').checked).toEqual(['sslcommerz']);
    expect(radios(html, 'emi_months').values).toEqual([]);
  });

  it('are in Bangla words, digits and bank names on a Bangla page', async () => {
    const words = text(await section({ total: 120_000, payment: 'emi' }, 'bn'));
    expect(words).toContain('কার্ডে কিস্তি (ইএমআই)');
    expect(words).toContain('৩ মাস: মাসে ৳ ৪০,০০০ ব্র্যাক ব্যাংক, ০% চার্জে');
    expect(words).toContain(
      '১২ মাস: মাসে ৳ ১০,৬০০ থেকে ব্র্যাক ব্যাংক, মাসে ৳ ১০,৬০০ · City Bank, মাসে ৳ ১০,৯০০',
    );
  });
});

describe('the order checkout sends for instalments', () => {
  const line = { id: 7, quantity: 1, price: 120_000, name: 'Lehenga' } as CartItem;
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    const fields = { name: 'Ayesha', phone: '01712345678', division: 'Dhaka', ...values };
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const context = { lines: [line], placeable: true };

  it('is a card payment with emi and the tenure chosen', () => {
    expect(orderBody(form({ payment: 'emi', emi_months: '12' }), context)).toMatchObject({
      payment: 'sslcommerz',
      emi: true,
      emi_months: 12,
    });
  });

  it('carries no instalments for a card or cash payment, even with a tenure left in the form', () => {
    for (const payment of ['sslcommerz', 'cod']) {
      const body = orderBody(form({ payment, emi_months: '12' }), context);
      expect(body.payment).toBe(payment);
      expect(body).not.toHaveProperty('emi');
      expect(body).not.toHaveProperty('emi_months');
    }
  });
});
