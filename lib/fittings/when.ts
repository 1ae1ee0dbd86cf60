/** How the store writes a fitting's day and time, in Dhaka time wherever it is read. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** "Friday 4 December" for a Dhaka day (YYYY-MM-DD) or an instant. */
export const dayLabel = (day: string | Date) =>
  dayFormat.format(typeof day === 'string' ? new Date(`${day}T06:00:00Z`) : day);

/** "Fri 4 Dec", for the day picker. */
export const shortDayLabel = (day: string) => shortDayFormat.format(new Date(`${day}T06:00:00Z`));

/** "3:00 pm". */
export const timeLabel = (instant: Date) => timeFormat.format(instant).toLowerCase();

/** "Friday 4 December at 3:00 pm". */
export const whenLabel = (instant: Date) => `${dayLabel(instant)} at ${timeLabel(instant)}`;
