/** Dhaka keeps UTC+6 all year (no daylight saving), so a Dhaka day is a fixed UTC span. */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The instant a Dhaka day (YYYY-MM-DD) begins. */
export const dhakaDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs);

/** The instant the Dhaka day after `day` begins: the end of `day`, excluded. */
export const dhakaDayEnd = (day: string) => new Date(dhakaDayStart(day).getTime() + dayMs);
