const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** A moment as a datetime-local field's value in Dhaka time (UTC+6 all year); '' for none. */
export function dhakaInputValue(date: Date | null): string {
  return date ? new Date(date.getTime() + dhakaOffsetMs).toISOString().slice(0, 16) : '';
}

const shown = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** A moment as staff read it, in Dhaka time. */
export const dhakaDateTime = (date: Date) => shown.format(date);
