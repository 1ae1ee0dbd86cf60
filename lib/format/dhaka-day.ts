/**
 * The store's calendar is Dhaka's. Dhaka keeps UTC+6 all year (no daylight saving), so its
 * days are a fixed shift of UTC's, the same on the server and in every browser.
 */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** A Dhaka calendar day, YYYY-MM-DD. */
export const dayShape = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` names a day some calendar has: the shape, and no 31 June or month 13. */
export function isCalendarDay(text: string): boolean {
  if (!dayShape.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The Dhaka calendar day an instant falls on. */
export const dhakaDayOf = (instant: Date) =>
  new Date(instant.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it, when negative). */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);

/** The instant (ms since the epoch) a Dhaka day begins. */
export const dhakaDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs;
