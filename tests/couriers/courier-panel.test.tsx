import { requestCourierBookingAction } from '@/app/[locale]/admin/orders/[number]/courier-actions';
import { CourierPanel } from '@/components/admin/orders/courier-panel';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { requestCourierBooking } from '@/lib/fulfilment/couriers/request-booking';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { provenStaffCookies } from '../admin-products/support';
import { describeCouriers, orderRow, timelineOf } from './support';
import { pathaoAddressRefusal, shortenAddress } from './short-address';
import { renderWithIntl } from '@/tests/helpers/intl';
import { outcome } from '@/tests/helpers/staff-form';

// The panel as the server renders it, and its form sent back to its action as a browser
// would: signed in as a clerk (role `staff`, who may handle orders).
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/tests/helpers/next-cache'),
  revalidatePath: () => {},
}));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ refresh: () => {} }),
}));

const render = async (number: string) =>
  renderWithIntl(
    await CourierPanel({
      order: await orderRow(number),
      bookAction: requestCourierBookingAction,
    }),
  );

/** The form's fields as a browser sends them: its inputs, with the radio chosen. */
function sent(html: string, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [, tag] of html.matchAll(/<input\b([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(tag!)?.[1];
    const value = /value="([^"]*)"/.exec(tag!)?.[1] ?? '';
    if (!name || (tag!.includes('type="radio"') && !/\bchecked\b/.test(tag!))) continue;
    form.set(name, value);
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

describeCouriers('the courier panel', (context) => {
  beforeAll(async () => {
    mockJar = await provenStaffCookies(context.clerk.id);
  });

  it('offers the configured couriers with what is due, books, shows Booking… and then the tracking code', async () => {
    const number = await context.confirmedOrder();
    const { total } = await orderRow(number);
    const html = await render(number);
    expect(html).toContain('aria-label="Book a courier"');
    const choices = html.match(/<input[^>]*name="courier"[^>]*>/g)!;
    expect(choices.map((tag) => [/value="(\w+)"/.exec(tag)![1], tag.includes('checked')])).toEqual([
      ['steadfast', true],
      ['pathao', false],
    ]);
    expect(html).toContain('value="pathao"');
    expect(html).toMatch(new RegExp(`name="codAmount"[^>]*value="${total}"`));
    expect(sent(html).get('number')).toBe(number);

    const state = await requestCourierBookingAction(idleState, sent(html, { note: 'Ring twice' }));
    expect(outcome(state)).toEqual({
      status: 'ok',
      message: expect.stringMatching(/^Booking with Steadfast requested: it collects /),
    });
    const queued = await render(number);
    expect(queued).toContain('Booking with Steadfast…');
    expect(queued).not.toContain('aria-label="Book a courier"');
    expect((await timelineOf(number)).at(-1)).toMatchObject({ actorLabel: 'Rahima Clerk' });

    await drainJobs(['courier-book']);
    const booked = await render(number);
    const { trackingCode } = await orderRow(number);
    expect(booked).toContain(`data-testid="tracking-code">${trackingCode}<`);
    expect(booked).toContain('In review');
  });

  it('keeps watching when the booking lands between the page reading the order and the panel reading the job', async () => {
    const number = await context.confirmedOrder();
    await requestCourierBookingAction(idleState, sent(await render(number)));
    const readBeforeTheBooking = await orderRow(number);
    await drainJobs(['courier-book']);
    const html = await renderWithIntl(
      await CourierPanel({ order: readBeforeTheBooking, bookAction: requestCourierBookingAction }),
    );
    expect(html).toContain('Booking with Steadfast…');
    expect(html).not.toContain('aria-label="Book a courier"');
  });

  it('shows Pathao’s choices only when chosen, and puts each refusal beside its field', async () => {
    const number = await context.confirmedOrder();
    const html = await render(number);
    expect(html).not.toContain('name="cityId"');
    const state = await requestCourierBookingAction(
      idleState,
      sent(html, { courier: 'pathao', codAmount: 'lots' }),
    );
    expect(state).toMatchObject({
      status: 'error',
      fields: {
        cityId: 'Choose the city',
        zoneId: 'Choose the zone',
        codAmount: 'must be an amount in whole taka, such as 12500',
      },
    });
    expect((await timelineOf(number)).some((event) => event.kind === 'courier')).toBe(false);
  });

  it('says a courier’s refusal in the staff’s words, above the form to book again', async () => {
    const number = await context.confirmedOrder();
    await shortenAddress(number);
    await requestCourierBooking(context.clerk, number, 'pathao', { cityId: 1, zoneId: 298 });
    await drainJobs(['courier-book']);
    const html = await render(number);
    expect(html).toContain(
      `Pathao refused the booking: ${pathaoAddressRefusal}. Correct the order`,
    );
    expect(html).toContain('aria-label="Book a courier"');
  });

  it('says why an order cannot be booked, and what to do without a courier set up', async () => {
    const number = await context.confirmedOrder();
    context.configure({});
    expect(await render(number)).toContain('No courier is set up for booking here');
    context.configure();
    await updateOrderStatus(number, 'cancelled');
    const cancelled = await render(number);
    expect(cancelled).toContain('its status is Cancelled');
    expect(cancelled).not.toContain('<form');
    const state = await requestCourierBookingAction(
      idleState,
      sent(await render(number), { number, courier: 'steadfast' }),
    );
    expect(state).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/confirmed or packed/),
    });
  });
});
