import 'server-only';
import { and, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { consumeCodeIn, invalidCode } from '@/lib/identity';
import type { Transaction } from '@/lib/db/client';
import { fittingBookings, fittingSlots } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { sendPhoneMessage } from '@/lib/messaging';
import { readSettings } from '@/lib/content';
import type { FittingBookingInput } from '@/lib/fittings/schemas/fitting';
import { toFittingBooking, type FittingBooking } from './booking-view';
import { cancelUrl, hashCancelToken, newCancelToken } from './cancel-token';
import { alreadyBooked, slotFull, slotUnavailable, tooManyBookings } from './errors';
import { confirmationSms, confirmationTemplate } from './messages';
import { reminderAt } from './reminder-time';
import { isBookableStart } from './slot-times';
import { whatsappFor } from './whatsapp-opt-in';

export type BookedFitting = { booking: FittingBooking; cancelUrl: string };

/**
 * Takes a place at a slot, under the slot row's lock (docs/decisions.md, "Fittings"): the
 * row is inserted if missing, then locked, so bookings of one slot run one after the other
 * on PostgreSQL and PGlite alike, and each counts the places the ones before it took.
 */
async function takePlace(tx: Transaction, start: Date, phone: string, places: number) {
  await tx.insert(fittingSlots).values({ startsAt: start }).onConflictDoNothing();
  await tx.select().from(fittingSlots).where(eq(fittingSlots.startsAt, start)).for('update');
  const booked = and(eq(fittingBookings.slotStart, start), ne(fittingBookings.status, 'cancelled'));
  const [taken] = await tx.select({ n: count() }).from(fittingBookings).where(booked);
  const [mine] = await tx
    .select({ n: count() })
    .from(fittingBookings)
    .where(and(booked, eq(fittingBookings.phone, phone)));
  if (Number(mine?.n ?? 0) > 0) throw alreadyBooked();
  if (Number(taken?.n ?? 0) >= places) throw slotFull();
}

/** Fittings to come that one phone, or one account, may hold at once. */
export const maxLiveBookings = 2;

/**
 * One phone or one account holds at most maxLiveBookings places to come, so that nobody
 * can hold a place in every slot. The booker's locks order two of her bookings at once
 * (they may be for different slots, whose rows lock nothing in common).
 */
async function assertMayHoldAnother(
  tx: Transaction,
  { phone, userId, now }: { phone: string; userId: number | null; now: Date },
) {
  const bookers: [string, SQL, 'phone' | 'account'][] = [
    [`phone:${phone}`, eq(fittingBookings.phone, phone), 'phone'],
  ];
  if (userId !== null) {
    bookers.push([`user:${userId}`, eq(fittingBookings.userId, userId), 'account']);
  }
  for (const [key] of bookers) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fitting\n${key}`}, 0))`);
  }
  const live = and(ne(fittingBookings.status, 'cancelled'), gt(fittingBookings.slotStart, now));
  for (const [, whose, holder] of bookers) {
    const [held] = await tx.select({ n: count() }).from(fittingBookings).where(and(live, whose));
    if (Number(held?.n ?? 0) >= maxLiveBookings) throw tooManyBookings(holder, maxLiveBookings);
  }
}

/**
 * Books a fitting for the phone that the code proves, in one transaction: the code is used,
 * the place taken, the confirmation SMS (with the cancel link) recorded and the reminder
 * queued, or none of it. A wrong code counts a try and answers 401; a slot that filled
 * meanwhile answers 409 `slot_full`, and a phone or account holding maxLiveBookings
 * fittings to come 409 `too_many_bookings`; both leave the code unused, for another time.
 */
export async function bookFitting(
  input: FittingBookingInput,
  options: { userId?: number | null; now?: Date } = {},
): Promise<BookedFitting> {
  const now = options.now ?? new Date();
  const token = newCancelToken();
  const link = cancelUrl(token, input.locale ?? 'en');
  const booked = await writeTransaction(async (tx) => {
    // A wrong code must commit its try: return, and refuse once committed.
    if (!(await consumeCodeIn(tx, 'fitting', input.phone, input.otp))) return null;
    const settings = await readSettings(tx, 'fittings');
    if (!isBookableStart(settings, input.start, now)) throw slotUnavailable();
    await assertMayHoldAnother(tx, { phone: input.phone, userId: options.userId ?? null, now });
    await takePlace(tx, input.start, input.phone, settings.placesPerSlot);
    const [row] = await tx
      .insert(fittingBookings)
      .values({
        slotStart: input.start,
        name: input.name,
        phone: input.phone,
        note: input.note,
        cancelTokenHash: hashCancelToken(token),
        userId: options.userId ?? null,
        locale: input.locale ?? 'en',
      })
      .returning();
    const showroom = await readSettings(tx, 'showroom');
    await sendPhoneMessage(
      {
        to: input.phone,
        text: confirmationSms(input.start, showroom, link, row!.locale),
        whatsapp: await whatsappFor(tx, row!.userId, () =>
          confirmationTemplate(input.start, showroom, link, row!.locale),
        ),
      },
      { tx },
    );
    const startAfter = reminderAt(input.start, now);
    await enqueueJob('fitting-reminder', { bookingId: row!.id }, { tx, startAfter });
    return toFittingBooking(row!, showroom);
  });
  if (!booked) throw invalidCode();
  return { booking: booked, cancelUrl: link };
}
