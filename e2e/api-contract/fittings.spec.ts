import { expect, test, type APIRequestContext } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { dhakaToday, type Slot } from '../fitting/support';
import { appContext, call, codeFrom, expectStatus, fieldsOf } from './support';

// docs/api-reference.md, "Fittings": each call and its documented statuses. The bookings are
// made on the first days of the window (e2e/fitting/support.ts searches from its end for the
// shopper specs) and cancelled again, which frees their places.

test.describe.configure({ mode: 'parallel' });

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

type Day = { date: string; days: string[]; slots: Slot[] };
type Booked = { booking: { id: number; status: string }; cancel_url: string };

async function day(date: string): Promise<Day> {
  const response = await call(request, 'GET /api/v1/fittings/slots', { query: { date } });
  await expectStatus(response, 200);
  return (await response.json()) as Day;
}

/** Slots with every place free on the first bookable days: `count` of them. */
async function freeSlots(count: number, skipDays = 0): Promise<Slot[]> {
  const { days } = await day(dhakaToday());
  const found: Slot[] = [];
  for (const date of days.slice(skipDays)) {
    for (const slot of (await day(date)).slots) {
      if (slot.places_left === slot.places) found.push(slot);
      if (found.length === count) return found;
    }
  }
  throw new Error(`fewer than ${count} free fitting slots`);
}

const code = (phone: string) =>
  codeFrom(request, phone, () => call(request, 'POST /api/v1/fittings/otp', { data: { phone } }));

const book = (data: { start: string; phone: string; otp: string; name?: string }) =>
  call(request, 'POST /api/v1/fittings', { data: { name: 'Ayesha Rahman', ...data } });

const tokenOf = (booked: Booked) => booked.cancel_url.split('/').pop()!;

const cancel = (token: string) =>
  call(request, 'POST /api/v1/fittings/cancel', { data: { token } });

test('slots: 200 with the bookable days, 400 for a bad date', async () => {
  const today = await day(dhakaToday());
  expect(today.days.length).toBeGreaterThan(0);
  const bad = await call(request, 'GET /api/v1/fittings/slots', { query: { date: 'tomorrow' } });
  await expectStatus(bad, 400, 'validation_failed');
});

test('slots: 400 for a day of the right shape that no calendar has', async () => {
  // It answered 500 once: the shape alone was checked, and the opening hours were then read
  // for a weekday that does not exist.
  const bad = await call(request, 'GET /api/v1/fittings/slots', { query: { date: '2026-13-45' } });
  await expectStatus(bad, 400, 'validation_failed');
});

test('book and cancel: 201, 400 with fields and slot_unavailable, 401 invalid_code, 409 already_booked and too_many_bookings, 200 cancelled twice, 404, and 429 past the code limit', async () => {
  const phone = newShopper().phone;
  const [first, second, third] = await freeSlots(3);
  const otp = await code(phone);

  await expectStatus(
    await book({ start: first!.start, phone, otp: otp === '000000' ? '111111' : '000000' }),
    401,
    'invalid_code',
  );
  const unnamed = await book({ start: first!.start, phone, otp, name: '' });
  await expectStatus(unnamed, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(unnamed))).toContain('name');
  // A minute past a slot's start is no slot.
  const offSlot = new Date(Date.parse(first!.start) + 60_000).toISOString();
  await expectStatus(await book({ start: offSlot, phone, otp }), 400, 'slot_unavailable');

  const made = await book({ start: first!.start, phone, otp });
  await expectStatus(made, 201);
  const booked = (await made.json()) as Booked;
  expect(booked.booking.status).toBe('booked');

  const secondCode = await code(phone);
  await expectStatus(
    await book({ start: first!.start, phone, otp: secondCode }),
    409,
    'already_booked',
  );
  const other = await book({ start: second!.start, phone, otp: secondCode });
  await expectStatus(other, 201);
  // Two fittings to come per phone.
  await expectStatus(
    await book({ start: third!.start, phone, otp: await code(phone) }),
    409,
    'too_many_bookings',
  );

  for (const token of [tokenOf(booked), tokenOf((await other.json()) as Booked)]) {
    const cancelled = await cancel(token);
    await expectStatus(cancelled, 200);
    expect(((await cancelled.json()) as Booked).booking.status).toBe('cancelled');
    // Again: nothing changes.
    await expectStatus(await cancel(token), 200);
  }
  await expectStatus(await cancel('x'.repeat(43)), 404);

  // Five code requests per phone in 15 minutes: three so far.
  for (let asked = 4; asked <= 5; asked += 1) {
    await expectStatus(await call(request, 'POST /api/v1/fittings/otp', { data: { phone } }), 202);
  }
  await expectStatus(
    await call(request, 'POST /api/v1/fittings/otp', { data: { phone } }),
    429,
    'throttled',
  );
});

test('book: 409 slot_full when the last place has gone', async () => {
  // Days other than the test above's first ones, so that the two never share a slot.
  const [slot] = await freeSlots(1, 3);
  expect(slot!.places, 'places in a fitting slot').toBeLessThanOrEqual(4);
  const tokens: string[] = [];
  for (let place = 0; place < slot!.places; place += 1) {
    const phone = newShopper().phone;
    const made = await book({ start: slot!.start, phone, otp: await code(phone) });
    await expectStatus(made, 201);
    tokens.push(tokenOf((await made.json()) as Booked));
  }
  const late = newShopper().phone;
  await expectStatus(
    await book({ start: slot!.start, phone: late, otp: await code(late) }),
    409,
    'slot_full',
  );
  for (const token of tokens) await expectStatus(await cancel(token), 200);
});
