import TrackedOrderPage from '@/app/[locale]/(store)/(personal)/track-order/[number]/page';
import { TrackOrderForm } from '@/components/orders/track/track-order-form';
import { displayPhone } from '@/lib/format/phone';
import { trackedOrderCookies, trackedOrderCookieName } from '@/lib/ordering/orders/tracking/access';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { freshPhone } from '@/tests/api/accounts/helpers';
import { placeGuestOrder, stockUp } from '@/tests/api/orders/track-support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { renderWithIntl } from '@/tests/helpers/intl';
import type { Locale } from '@/i18n/routing';

const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
  }),
}));
let mockLocale: Locale = 'en';
jest.mock('next-intl/server', () =>
  jest
    .requireActual<typeof import('@/tests/helpers/intl-server')>('@/tests/helpers/intl-server')
    .serverIntl(() => mockLocale),
);
jest.mock('@/lib/customers/accounts/session', () => ({ currentUserId: async () => null }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  useRouter: () => ({ push: () => {} }),
}));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The browser holds the access a proven code granted for `number`. */
const grant = (number: string) => {
  const [setCookie] = trackedOrderCookies(new Request('http://localhost/'), number);
  mockJar.set(trackedOrderCookieName, setCookie!.split(';')[0]!.split('=').slice(1).join('='));
};

const render = async (number: string, locale: Locale = 'en') => {
  mockLocale = locale;
  return renderWithIntl(await TrackedOrderPage({ params: Promise.resolve({ number }) }), locale);
};

describeAppDatabase('the found order’s page', buildCatalogue, () => {
  let phone: string;
  let number: string;
  let other: string;

  beforeAll(async () => {
    await stockUp();
    phone = freshPhone();
    number = await placeGuestOrder(phone);
    other = await placeGuestOrder(phone);
  });
  beforeEach(() => {
    mockJar.clear();
    mockLocale = 'en';
  });

  it('shows the granted order: status, journey, pieces, totals and a way to sign in', async () => {
    grant(number);
    const page = text(await render(number.toLowerCase()));
    expect(page).toContain(`Order ${number}`);
    expect(page).toContain('Awaiting confirmation');
    expect(page).toContain('Your order’s journey');
    expect(page).toContain('Order placed');
    expect(page).toContain('Your pieces');
    expect(page).toMatch(/Total ৳/);
    expect(page).toContain(`Sign in with ${displayPhone(phone, 'en').replace(/\s/g, ' ')}`);
  });

  it('shows the found order in Bangla on a Bangla page, its number as typed', async () => {
    grant(number);
    const page = text(await render(number, 'bn'));
    expect(page).toContain(`অর্ডার ${number}`);
    expect(page).toContain('নিশ্চিতকরণের অপেক্ষায়');
    expect(page).toContain('আপনার অর্ডারের পথচলা');
    expect(page).toContain('অর্ডার করা হয়েছে');
    expect(page).toMatch(/সর্বমোট ৳ [০-৯]/);
    expect(page).toContain(
      `${displayPhone(phone, 'bn').replace(/\s/g, ' ')} নম্বর দিয়ে সাইন ইন করুন`,
    );
    // The address's district and division in Bangla; the order keeps the English.
    expect(page).toContain('Banani, ঢাকা');
    expect(page).toContain('ঢাকা বিভাগ');
    expect(page).not.toMatch(/Awaiting|Your pieces|Order placed|Total ৳|Dhaka/);
    await expect(render(other, 'bn')).rejects.toThrow(`redirect /bn/track-order?number=${other}`);
  });

  it('sends any other order, and a browser without access, back to the form', async () => {
    grant(number);
    await expect(render(other)).rejects.toThrow(`redirect /track-order?number=${other}`);
    await expect(render('bad number!')).rejects.toThrow(/^redirect \/track-order$/);
    mockJar.clear();
    await expect(render(number)).rejects.toThrow(`redirect /track-order?number=${number}`);
  });
});

describe('the /track-order form', () => {
  it('labels the number and the phone, and starts with the number it was sent back with', async () => {
    const html = await renderWithIntl(<TrackOrderForm number="NJ-260521-48271" />);
    expect(html).toContain('aria-label="Find your order"');
    expect(text(html)).toMatch(/Order number .*Mobile number used for the order .*Send code/);
    expect(html).toMatch(
      /name="number"[^>]*value="NJ-260521-48271"|value="NJ-260521-48271"[^>]*name="number"/,
    );
  });
});
