/** A Dhaka calendar day (YYYY-MM-DD) in words; the day is a date, so it is read as UTC. */
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "9 Feb" */
export const shortDay = (day: string) => short.format(asDate(day));
/** "Mon, 9 Feb 2026" */
export const longDay = (day: string) => long.format(asDate(day));
