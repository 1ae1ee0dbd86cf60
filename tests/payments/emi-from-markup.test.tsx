import { EmiFrom } from '@/components/product/emi-from';
import type { Locale } from '@/i18n/routing';
import type { EmiPlan } from '@/lib/content/client';
import { renderWithIntl } from '@/tests/helpers/intl';

let mockLocale: Locale = 'en';
jest.mock('next-intl/server', () =>
  jest
    .requireActual<typeof import('@/tests/helpers/intl-server')>('@/tests/helpers/intl-server')
    .serverIntl(() => mockLocale),
);

const plans: EmiPlan[] = [
  { bank: 'City Bank', bankBn: null, months: 6, minAmount: 20_000, chargePercent: 0 },
  { bank: 'BRAC Bank', bankBn: null, months: 12, minAmount: 50_000, chargePercent: 6 },
];

async function line(price: number | null, locale: Locale = 'en', shown = plans) {
  mockLocale = locale;
  const node = await EmiFrom({ price, plans: shown, locale });
  return node ? (await renderWithIntl(node, locale)).replace(/<[^>]+>/g, '') : '';
}

describe('"EMI from ৳X a month" on a product page', () => {
  it('says the cheapest month over the plans the price reaches, with its tenure', async () => {
    // 1,20,000 over 12 months with 6% is 10,600 a month; over 6 months at 0% it is 20,000.
    expect(await line(120_000)).toBe(
      'Or from ৳ 10,600 a month over 12 months, by card instalments (EMI) at checkout.',
    );
  });

  it('says 0% only where the plan has no charge', async () => {
    expect(await line(30_000)).toBe(
      'Or from ৳ 5,000 a month over 6 months at 0% EMI, by card at checkout.',
    );
  });

  it('says nothing below every plan’s minimum, without plans, or for a price on request', async () => {
    expect(await line(19_999)).toBe('');
    expect(await line(120_000, 'en', [])).toBe('');
    expect(await line(null)).toBe('');
  });

  it('is in Bangla words and digits on a Bangla page', async () => {
    expect(await line(30_000, 'bn')).toBe(
      'অথবা চেকআউটে কার্ডে ০% ইএমআই-তে ৬ মাসে মাসে ৳ ৫,০০০ থেকে।',
    );
  });
});
