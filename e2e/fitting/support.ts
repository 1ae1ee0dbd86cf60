import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { codeSentBy } from '../support/outbox';

export type Slot = {
  start: string;
  time: string;
  places: number;
  places_left: number;
  full: boolean;
};
type Day = { date: string; days: string[]; slots: Slot[] };

/** The bookable days and one day's times, as the booking page reads them. */
export async function fittingDay(request: APIRequestContext, date: string): Promise<Day> {
  const response = await request.get(`/api/v1/fittings/slots?date=${date}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Day;
}

/** Today in Dhaka, YYYY-MM-DD. */
export const dhakaToday = () =>
  new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A day and a slot with every place free, searched from a different end of the booking
 * window for each project (and each use within a project), so that parallel runs at both
 * widths never book the same slot.
 */
export async function freeSlot(
  request: APIRequestContext,
  testInfo: TestInfo,
  use: number,
): Promise<{ day: string; slot: Slot }> {
  const { days } = await fittingDay(request, dhakaToday());
  expect(days.length, 'days open for fittings').toBeGreaterThan(8);
  const lane = (testInfo.project.name.includes('phone') ? 1 : 0) + 2 * use;
  // Lanes take every eighth day from the end of the window, each lane its own offset.
  for (let index = days.length - 1 - lane; index >= 0; index -= 8) {
    const day = days[index]!;
    const slot = (await fittingDay(request, day)).slots.find(
      (candidate) => candidate.places_left === candidate.places,
    );
    if (slot) return { day, slot };
  }
  throw new Error('no fitting slot with every place free');
}

/** The XSRF header the contract asks of a cookie request. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/v1/xsrf');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'x-xsrf-token': decodeURIComponent(cookie.value) } : {};
}

/** The code for a booking, asked for through the API and read from the outbox. */
export async function fittingCode(request: APIRequestContext, phone: string): Promise<string> {
  const headers = await xsrfHeaders(request);
  return codeSentBy(request, phone, async () => {
    const sent = await request.post('/api/v1/fittings/otp', { data: { phone }, headers });
    expect(sent.status()).toBe(202);
  });
}

/**
 * Books through the API: the answer's status, and its body. Bookings sent at once share
 * `headers` read beforehand: each read of /api/v1/xsrf sets a new token cookie, which would
 * no longer match the header of a booking already on its way.
 */
export async function bookByApi(
  request: APIRequestContext,
  booking: { start: string; name: string; phone: string; otp: string; note?: string },
  headers?: Record<string, string>,
) {
  const response = await request.post('/api/v1/fittings', {
    data: booking,
    headers: headers ?? (await xsrfHeaders(request)),
  });
  return {
    status: response.status(),
    body: (await response.json()) as { error?: { code: string } },
  };
}
