import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api/v1/fittings/cancel/route';
import { POST as requestCodeRoute } from '@/app/api/v1/fittings/otp/route';
import { POST as bookRoute } from '@/app/api/v1/fittings/route';
import { GET as slotsRoute } from '@/app/api/v1/fittings/slots/route';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { auditLog, fittingBookings, outboxMessages } from '@/lib/db/schema';
import type { FittingBooking } from '@/lib/fittings/booking-view';
import { readFittingDay, type FittingDay } from '@/lib/fittings/read-slots';
import { readStaffFittingDay } from '@/lib/fittings/staff-day';
import { changeFittingStatus } from '@/lib/fittings/staff-change';
import { whenLabel } from '@/lib/fittings/when';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { runJob } from '@/lib/bootstrap/jobs/run-job';
import { saveSettings } from '@/lib/content/settings/save-settings';
import type { Actor } from '@/lib/identity/staff/actor';
import {
  fittingSettingsDefaults,
  type FittingSettings,
} from '@/lib/content/schemas/fitting-settings';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { createShopper, jsonBody } from '@/tests/api/shopper/shopper';
import { createStaff } from '@/tests/stock/support';

type Booked = { booking: FittingBooking; cancel_url: string };

/** Every day open round the clock, hourly, two places, no notice: any test hour has slots. */
const openAllDay: FittingSettings = {
  ...fittingSettingsDefaults,
  hours: Object.fromEntries(
    Object.keys(fittingSettingsDefaults.hours).map((day) => [
      day,
      { open: true, opens: '00:00', closes: '23:59' },
    ]),
  ) as FittingSettings['hours'],
  placesPerSlot: 2,
  minNoticeHours: 0,
};

/** The n-th Bangladeshi test number: +8801700000000 + n. */
const phoneOf = (n: number) => `+8801700${String(1_000_000 + n).slice(1)}`;
const localOf = (phone: string) => phone.replace('+88', '');

const smsTo = (phone: string) =>
  getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(asc(outboxMessages.id));

const slots = (date: string) =>
  call<FittingDay & ErrorBody>(slotsRoute, `/api/v1/fittings/slots?date=${date}`);

const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<Booked & ErrorBody>(bookRoute, '/api/v1/fittings', jsonBody('POST', body, headers));

/** A booking of `start` for `phone`, with a fresh code for that phone (signed in with `headers`). */
async function bookWithCode(
  start: string,
  phone: string,
  name = 'Farhana Akter',
  headers: Record<string, string> = {},
) {
  const otp = await issueCode('fitting', phone);
  return book({ start, name, phone: localOf(phone), note: 'Lehenga fitting', otp }, headers);
}

const tokenOf = (url: string) => url.split('/').at(-1)!;

describeAppDatabase(
  'booking a fitting',
  async () => null,
  () => {
    let owner: Actor;
    let day: string;
    /** Another day, for the tests of how many fittings one booker may hold. */
    let otherDay: string;

    beforeAll(async () => {
      owner = await createStaff(getDb(), 'Shirin Owner', 'owner');
      await saveSettings(owner, 'fittings', openAllDay);
      day = (await readFittingDay(dhakaDayOf(new Date()))).days[3]!;
      otherDay = (await readFittingDay(dhakaDayOf(new Date()))).days[4]!;
    });

    it('lists a day’s times with their places, and refuses a day that is not one', async () => {
      const answer = await slots(day);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.slots).toHaveLength(23);
      expect(answer.body.slots[0]).toMatchObject({ time: '12:00 am', places_left: 2, full: false });
      expect(answer.body.days).toContain(day);
      const bad = await slots('04-12-2026');
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toHaveProperty(['date']);
      // The right shape, but no calendar's day: once read as a weekday that does not exist.
      for (const unreal of ['2026-13-45', '2026-02-30']) {
        const answer = await slots(unreal);
        expect(answer.status).toBe(400);
        expect(answer.body.error.fields).toHaveProperty(['date']);
      }
    });

    it('sends the code that confirms a booking by SMS, and refuses a bad phone', async () => {
      const phone = phoneOf(1);
      const sent = await call(
        requestCodeRoute,
        '/api/v1/fittings/otp',
        jsonBody('POST', { phone: localOf(phone) }),
      );
      expect(sent.status).toBe(202);
      const [sms] = await smsTo(phone);
      expect(sms?.body).toMatch(/^\d{6} is your .* code to confirm your fitting/);
      const bad = await call(
        requestCodeRoute,
        '/api/v1/fittings/otp',
        jsonBody('POST', { phone: '12' }),
      );
      expect(bad.status).toBe(400);
    });

    it('refuses a wrong code (401) and books nothing', async () => {
      const phone = phoneOf(2);
      const code = await issueCode('fitting', phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const start = (await slots(day)).body.slots[1]!.start;
      const answer = await book({ start, name: 'Nadia', phone: localOf(phone), otp: wrong });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('invalid_code');
      expect(
        await getDb().select().from(fittingBookings).where(eq(fittingBookings.phone, phone)),
      ).toEqual([]);
    });

    it('books with the code: the SMS says when and where, with a cancel link, in GSM characters', async () => {
      const phone = phoneOf(3);
      const start = (await slots(day)).body.slots[2]!.start;
      const answer = await bookWithCode(start, phone);
      expect(answer.status).toBe(201);
      expect(answer.body.booking).toMatchObject({
        start,
        name: 'Farhana Akter',
        phone,
        note: 'Lehenga fitting',
        status: 'booked',
        showroom: { address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh' },
      });
      expect(answer.body.cancel_url).toMatch(/^http[^/]*\/\/[^/]+\/fitting\/cancel\/[\w-]{43}$/);
      const messages = await smsTo(phone);
      const confirmation = messages.at(-1)!.body;
      expect(confirmation).toContain(answer.body.booking.when);
      expect(confirmation).toContain('House 42, Road 11, Banani');
      expect(confirmation).toContain(answer.body.cancel_url);
      expect(confirmation).toMatch(/^[\x20-\x7E]*$/);
      expect((await slots(day)).body.slots[2]).toMatchObject({ places_left: 1, full: false });
      // The code is used up, and one phone holds one place at a time.
      const again = await book({ start, name: 'Farhana', phone: localOf(phone), otp: '000000' });
      expect(again.status).toBe(401);
      const twice = await bookWithCode(start, phone);
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('already_booked');
    });

    it('refuses a time that is not one of the slots (400)', async () => {
      const start = new Date(Date.parse((await slots(day)).body.slots[4]!.start) + 15 * 60_000);
      const answer = await bookWithCode(start.toISOString(), phoneOf(4));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('slot_unavailable');
    });

    it('20 bookings at once for the last place: exactly one books, 19 get 409 slot_full', async () => {
      const start = (await slots(day)).body.slots[6]!.start;
      expect((await bookWithCode(start, phoneOf(10))).status).toBe(201);
      const phones = Array.from({ length: 20 }, (_, index) => phoneOf(20 + index));
      const codes = await Promise.all(phones.map((phone) => issueCode('fitting', phone)));
      const answers = await Promise.all(
        phones.map((phone, index) =>
          book({ start, name: `Bride ${index}`, phone: localOf(phone), otp: codes[index] }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        201,
        ...Array<number>(19).fill(409),
      ]);
      expect(
        answers.filter((answer) => answer.status === 409).map((a) => a.body.error.code),
      ).toEqual(Array(19).fill('slot_full'));
      const taken = await getDb()
        .select()
        .from(fittingBookings)
        .where(
          and(
            eq(fittingBookings.slotStart, new Date(start)),
            ne(fittingBookings.status, 'cancelled'),
          ),
        );
      expect(taken).toHaveLength(2);
      expect((await slots(day)).body.slots[6]).toMatchObject({ places_left: 0, full: true });
    });

    it('cancelling by the link frees the place, once', async () => {
      const start = (await slots(day)).body.slots[8]!.start;
      const first = await bookWithCode(start, phoneOf(50));
      await bookWithCode(start, phoneOf(51));
      expect((await slots(day)).body.slots[8]!.full).toBe(true);
      const token = tokenOf(first.body.cancel_url);
      const cancel = () =>
        call<{ booking: FittingBooking } & ErrorBody>(
          cancelRoute,
          '/api/v1/fittings/cancel',
          jsonBody('POST', { token }),
        );
      const cancelled = await cancel();
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.booking.status).toBe('cancelled');
      expect((await slots(day)).body.slots[8]).toMatchObject({ places_left: 1, full: false });
      expect((await cancel()).body.booking.status).toBe('cancelled');
      expect((await bookWithCode(start, phoneOf(52))).status).toBe(201);
      const unknown = await call<ErrorBody>(
        cancelRoute,
        '/api/v1/fittings/cancel',
        jsonBody('POST', { token: 'x'.repeat(43) }),
      );
      expect(unknown.status).toBe(404);
    });

    it('holds at most 2 fittings to come per phone: the third is 409, its code kept', async () => {
      const phone = phoneOf(160);
      const times = (await slots(otherDay)).body.slots.slice(10, 13).map((slot) => slot.start);
      const first = await bookWithCode(times[0]!, phone);
      expect(first.status).toBe(201);
      expect((await bookWithCode(times[1]!, phone)).status).toBe(201);
      const otp = await issueCode('fitting', phone);
      const third = await book({ start: times[2], name: 'Farhana', phone: localOf(phone), otp });
      expect(third.status).toBe(409);
      expect(third.body.error).toMatchObject({
        code: 'too_many_bookings',
        message: expect.stringMatching(/already has 2 fittings booked\. Cancel one/),
      });
      expect((await slots(otherDay)).body.slots[12]).toMatchObject({ places_left: 2 });
      // Cancelling one frees a place for the same phone, and the refused code still works.
      const token = tokenOf(first.body.cancel_url);
      await call(cancelRoute, '/api/v1/fittings/cancel', jsonBody('POST', { token }));
      const again = await book({ start: times[2], name: 'Farhana', phone: localOf(phone), otp });
      expect(again.status).toBe(201);
    });

    it('holds at most 2 fittings to come per account, whatever phones it gives', async () => {
      const bride = await createShopper(getDb(), 'many-fittings@example.com');
      const times = (await slots(otherDay)).body.slots.slice(14, 17).map((slot) => slot.start);
      expect((await bookWithCode(times[0]!, phoneOf(161), 'A', bride.headers)).status).toBe(201);
      expect((await bookWithCode(times[1]!, phoneOf(162), 'B', bride.headers)).status).toBe(201);
      const third = await bookWithCode(times[2]!, phoneOf(163), 'C', bride.headers);
      expect(third.status).toBe(409);
      expect(third.body.error.code).toBe('too_many_bookings');
      expect(third.body.error.message).toMatch(/^Your account already has 2 fittings booked/);
      // Signed out, that third phone is a booker of its own.
      expect((await bookWithCode(times[2]!, phoneOf(163))).status).toBe(201);
    });

    it('two bookings of one account at once, for other times and phones, still stop at 2', async () => {
      const bride = await createShopper(getDb(), 'at-once@example.com');
      const times = (await slots(otherDay)).body.slots.slice(18, 21).map((slot) => slot.start);
      expect((await bookWithCode(times[0]!, phoneOf(164), 'A', bride.headers)).status).toBe(201);
      const answers = await Promise.all(
        [1, 2].map((n) => bookWithCode(times[n]!, phoneOf(164 + n), 'B', bride.headers)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const live = await getDb()
        .select()
        .from(fittingBookings)
        .where(and(eq(fittingBookings.userId, bride.id), ne(fittingBookings.status, 'cancelled')));
      expect(live).toHaveLength(2);
    });

    it('books in Bangla: the code, the confirmation and the reminder come in Bangla', async () => {
      const phone = phoneOf(90);
      const sent = await call(
        requestCodeRoute,
        '/api/v1/fittings/otp',
        jsonBody('POST', { phone: localOf(phone), locale: 'bn' }),
      );
      expect(sent.status).toBe(202);
      expect((await smsTo(phone)).at(-1)!.body).toMatch(/ফিটিং নিশ্চিত করতে আপনার কোড: \d{6}।/);
      const start = (await slots(day)).body.slots[4]!.start;
      const otp = await issueCode('fitting', phone);
      const answer = await book({
        start,
        name: 'ফারহানা',
        phone: localOf(phone),
        otp,
        locale: 'bn',
      });
      expect(answer.status).toBe(201);
      const [row] = await getDb()
        .select()
        .from(fittingBookings)
        .where(eq(fittingBookings.id, answer.body.booking.id));
      expect(row!.locale).toBe('bn');
      // The cancel link opens the Bangla page; the day, time and showroom read in Bangla.
      expect(answer.body.cancel_url).toMatch(
        /^http[^/]*\/\/[^/]+\/bn\/fitting\/cancel\/[\w-]{43}$/,
      );
      const when = whenLabel(new Date(start), 'bn');
      expect(when).toMatch(/^\S+ [০-৯]+ \S+, (সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত|ভোর) [০-৯]+:[০-৯]{2}$/);
      const confirmation = (await smsTo(phone)).at(-1)!.body;
      expect(confirmation).toContain('আপনার ফিটিং বুক হয়েছে');
      expect(confirmation).toContain(
        `${when}, নূর-ই-জাহান বনানী অ্যাটেলিয়ার, বাড়ি ৪২, রোড ১১, বনানী`,
      );
      expect(confirmation).toContain(`বাতিল করতে: ${answer.body.cancel_url}`);
      // The link's random token may hold those letters: the words are checked without it.
      expect(confirmation.replace(answer.body.cancel_url, '')).not.toMatch(/AM|PM/);
      await runJob('fitting-reminder', { bookingId: answer.body.booking.id });
      const reminder = (await smsTo(phone)).at(-1)!.body;
      expect(reminder).toContain(`মনে করিয়ে দিচ্ছি, আপনার ফিটিং ${when}, নূর-ই-জাহান`);
      // Staff cancelling from /admin/fittings write to her in Bangla too.
      await changeFittingStatus(owner, {
        id: answer.body.booking.id,
        version: 1,
        to: 'cancelled',
        notify: true,
      });
      expect((await smsTo(phone)).at(-1)!.body).toContain(
        `আমরা দুঃখিত, ${when}-এর ফিটিংটি বাতিল হয়েছে`,
      );
    });

    it('reminds once by SMS, and not at all after a cancellation', async () => {
      const today = await readFittingDay(dhakaDayOf(new Date()));
      const soon = today.slots[0] ?? (await readFittingDay(today.days[1]!)).slots[0]!;
      const kept = await bookWithCode(soon.start, phoneOf(60));
      const dropped = await bookWithCode(soon.start, phoneOf(61));
      await call(
        cancelRoute,
        '/api/v1/fittings/cancel',
        jsonBody('POST', { token: tokenOf(dropped.body.cancel_url) }),
      );
      // A reminder waits for two hours before its fitting; late in Dhaka's evening the next
      // slot is tomorrow's. The test does not wait for the clock: the reminders are due now.
      await getDb().execute(
        sql`UPDATE pgboss.job SET start_after = now() - interval '1 second'
            WHERE name = 'fitting-reminder' AND state = 'created'`,
      );
      await drainJobs(['fitting-reminder']);
      const reminders = async (phone: string) =>
        (await smsTo(phone)).filter((sms) => sms.body.includes('a reminder of your fitting'));
      expect(await reminders(phoneOf(60))).toHaveLength(1);
      expect((await reminders(phoneOf(60)))[0]!.body).toContain(kept.body.booking.when);
      await runJob('fitting-reminder', { bookingId: kept.body.booking.id });
      expect(await reminders(phoneOf(60))).toHaveLength(1);
      expect(await reminders(phoneOf(61))).toEqual([]);
    });

    it('staff mark attended at the version they saw, audited; a stale version is refused', async () => {
      const start = (await slots(day)).body.slots[10]!.start;
      const booked = await bookWithCode(start, phoneOf(70), 'Sumaiya Rahman');
      const id = booked.body.booking.id;
      const slot = (await readStaffFittingDay(day)).find((each) => each.start === start)!;
      expect(slot).toMatchObject({ places: 2, taken: 1 });
      expect(slot.bookings[0]).toMatchObject({
        id,
        name: 'Sumaiya Rahman',
        status: 'booked',
        version: 1,
      });
      const marked = await changeFittingStatus(owner, {
        id,
        version: 1,
        to: 'attended',
        notify: false,
      });
      expect(marked).toEqual({ status: 'attended', version: 2 });
      await expect(
        changeFittingStatus(owner, { id, version: 1, to: 'no_show', notify: false }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'stale' });
      const [entry] = await getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'fitting_booking'), eq(auditLog.entityId, String(id))));
      expect(entry).toMatchObject({
        actorId: owner.id,
        action: 'fitting.attended',
        before: expect.objectContaining({ status: 'booked' }),
        after: expect.objectContaining({ status: 'attended' }),
      });
    });

    it('staff cancel with an SMS to the shopper; a cancelled booking stays cancelled', async () => {
      const start = (await slots(day)).body.slots[11]!.start;
      const booked = await bookWithCode(start, phoneOf(80));
      const id = booked.body.booking.id;
      await changeFittingStatus(owner, { id, version: 1, to: 'cancelled', notify: true });
      const sent = await getDb()
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, phoneOf(80)),
            like(outboxMessages.body, '%has been cancelled%'),
          ),
        );
      expect(sent).toHaveLength(1);
      expect((await slots(day)).body.slots[11]!.places_left).toBe(2);
      await expect(
        changeFittingStatus(owner, { id, version: 2, to: 'attended', notify: false }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'status_not_allowed' });
    });
  },
);
