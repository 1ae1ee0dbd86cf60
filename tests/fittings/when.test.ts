import { dayLabel, shortDayLabel, timeLabel, whenLabel } from '@/lib/fittings/when';

/** An instant given in Dhaka time. */
const dhaka = (local: string) => new Date(`${local}+06:00`);

describe("a fitting's day and time", () => {
  it('is written in English as it always was', () => {
    expect(dayLabel('2026-12-04')).toBe('Friday 4 December');
    expect(shortDayLabel('2026-12-04')).toBe('Fri 4 Dec');
    expect(timeLabel(dhaka('2026-12-04T15:00'))).toBe('3:00 pm');
    expect(whenLabel(dhaka('2026-12-04T11:30'))).toBe('Friday 4 December at 11:30 am');
  });

  it('is written in Bangla with Bangla digits and the part of the day', () => {
    expect(dayLabel('2026-12-04', 'bn')).toBe('শুক্রবার ৪ ডিসেম্বর');
    expect(shortDayLabel('2026-12-05', 'bn')).toBe('শনি ৫ ডিসে');
    expect(timeLabel(dhaka('2026-12-04T11:00'), 'bn')).toBe('সকাল ১১:০০');
    expect(timeLabel(dhaka('2026-12-04T12:30'), 'bn')).toBe('দুপুর ১২:৩০');
    expect(timeLabel(dhaka('2026-12-04T15:00'), 'bn')).toBe('বিকেল ৩:০০');
    expect(timeLabel(dhaka('2026-12-04T19:00'), 'bn')).toBe('সন্ধ্যা ৭:০০');
    expect(whenLabel(dhaka('2026-12-04T15:00'), 'bn')).toBe('শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০');
  });

  it('is the Dhaka day whatever the instant', () => {
    // 23:30 in Dhaka is still the 4th there, though the 4th's evening in UTC.
    expect(dayLabel(dhaka('2026-12-04T23:30'), 'bn')).toBe('শুক্রবার ৪ ডিসেম্বর');
    expect(dayLabel(dhaka('2026-12-05T00:30'))).toBe('Saturday 5 December');
  });
});
