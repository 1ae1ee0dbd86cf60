const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** "11 Mar 2026, 00:30": a moment in Dhaka time, for server-drawn pages. */
export const formatDhakaTime = (iso: string) => dhakaTime.format(new Date(iso));
