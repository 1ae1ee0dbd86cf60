import type { DeliveryDateSettings } from '@/lib/content/client';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';
import type { DeliveryZone } from '@/lib/db/values/orders';

/** What the earliest date depends on besides the store's settings. */
export type DeliveryDateAsk = {
  /** The moment it is asked at (the caller's clock); its Dhaka day is day 0. */
  now: Date;
  /** The longest made-to-measure lead time among the pieces sewn to her; 0 for none. */
  leadTimeDays: number;
  /** A trial fitting is booked, which adds the settings' buffer. */
  fitting: boolean;
  zone: DeliveryZone;
};

/** Friday, as Date.getUTCDay() numbers a Dhaka day written as UTC midnight. */
const friday = 5;

/** Whether the store works on a Dhaka day (YYYY-MM-DD): not a Friday, not a closed day. */
export function isWorkingDay(day: string, closed: ReadonlySet<string>): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== friday && !closed.has(day);
}

/**
 * The earliest Dhaka day an order can reach her: from today, handling, the lead time, the
 * fitting's buffer and the courier's transit for her zone, each counted in working days
 * (no Friday, no closed day), so the day it lands on is a working day too. Today itself
 * is not counted: an order placed now is handed over at the earliest tomorrow.
 */
export function earliestDelivery(settings: DeliveryDateSettings, ask: DeliveryDateAsk): string {
  const closed = new Set(settings.holidays.map((holiday) => holiday.date));
  const transit =
    ask.zone === 'inside_dhaka' ? settings.transitInsideDhaka : settings.transitOutsideDhaka;
  let remaining =
    settings.handlingDays +
    Math.max(0, ask.leadTimeDays) +
    (ask.fitting ? settings.fittingBufferDays : 0) +
    transit;
  let day = dhakaDayOf(ask.now);
  // A zero-day total still arrives on a working day, never on the Friday it is asked.
  while (remaining > 0 || !isWorkingDay(day, closed)) {
    day = addDays(day, 1);
    if (isWorkingDay(day, closed)) remaining -= 1;
  }
  return day;
}

/**
 * Whether the earliest day misses her date: it must come the settings' margin of days
 * before it, so that a late courier still leaves time.
 */
export const arrivesTooLate = (
  earliest: string,
  needBy: string,
  settings: Pick<DeliveryDateSettings, 'marginDays'>,
) => earliest > addDays(needBy, -settings.marginDays);
