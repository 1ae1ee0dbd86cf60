import { formatDhaka, formatDhakaDay, type DateShape } from '@/lib/i18n/dates';
import { formatDhakaTime } from '@/components/admin/orders/desk-time';
import { formatDay } from '@/components/admin/customers/customer-words';
import { longDay, shortDay } from '@/components/admin/dashboard/day-format';
import { formatUpdated } from '@/components/admin/products/list/row-text';
import { dhakaDateTime as contentTime } from '@/components/admin/content/dhaka-time';

// 18:30 UTC on 10 March is 00:30 on 11 March in Dhaka (UTC+6): the UTC day has not turned.
const lateUtc = new Date('2026-03-10T18:30:00Z');
// 23:59 in Dhaka on 11 March is still 17:59 UTC the same day.
const lateDhaka = new Date('2026-03-11T17:59:00Z');

describe('the store’s date formatters (lib/i18n/dates.ts)', () => {
  it('write each shape in English as staff and documents read it today', () => {
    const english: Record<DateShape, string> = {
      dateTime: '11 Mar 2026, 00:30',
      dayTime: '11 Mar, 00:30',
      date: '11 Mar 2026',
      day: '11 Mar',
      weekdayDate: 'Wed, 11 Mar 2026',
      longDate: '11 March 2026',
      longDateTime: '11 March 2026 at 00:30',
      clock: '00:30',
    };
    for (const [shape, text] of Object.entries(english)) {
      expect(formatDhaka(lateUtc, 'en', shape as DateShape)).toBe(text);
    }
  });

  it('write the same moments in Bangla, with Bangla digits and a 24-hour clock', () => {
    expect(formatDhaka(lateUtc, 'bn', 'dateTime')).toBe('১১ মার্চ, ২০২৬, ০০:৩০');
    expect(formatDhaka(lateUtc, 'bn', 'date')).toBe('১১ মার্চ, ২০২৬');
    expect(formatDhaka(lateUtc, 'bn', 'day')).toBe('১১ মার্চ');
    expect(formatDhaka(lateUtc, 'bn', 'clock')).toBe('০০:৩০');
    expect(formatDhaka(lateUtc, 'bn', 'weekdayDate')).toBe('বুধ, ১১ মার্চ, ২০২৬');
    for (const shape of ['dateTime', 'dayTime', 'longDateTime', 'clock'] as const) {
      const text = formatDhaka(lateUtc, 'bn', shape);
      expect(text).not.toMatch(/[0-9]|AM|PM/);
    }
  });

  it('always read the moment in Dhaka time, across the UTC day boundary', () => {
    expect(formatDhaka(lateUtc, 'en', 'date')).toBe('11 Mar 2026');
    expect(lateUtc.toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(formatDhaka(lateDhaka, 'en', 'dateTime')).toBe('11 Mar 2026, 23:59');
    expect(formatDhaka(new Date('2026-03-11T18:00:00Z'), 'en', 'dateTime')).toBe(
      '12 Mar 2026, 00:00',
    );
    expect(formatDhaka('2026-03-10T18:30:00.000Z', 'en', 'dateTime')).toBe('11 Mar 2026, 00:30');
  });

  it('write a Dhaka calendar day as that day, whatever the time zone', () => {
    expect(formatDhakaDay('2026-02-09', 'en', 'day')).toBe('9 Feb');
    expect(formatDhakaDay('2026-02-09', 'en', 'weekdayDate')).toBe('Mon, 9 Feb 2026');
    expect(formatDhakaDay('2026-02-09', 'bn', 'day')).toBe('৯ ফেব');
    expect(formatDhakaDay('2026-12-31', 'en', 'date')).toBe('31 Dec 2026');
  });

  it('are what the staff pages write with, in staffLocale (English today)', () => {
    expect(formatDhakaTime('2026-03-10T18:30:00Z')).toBe('11 Mar 2026, 00:30');
    expect(formatUpdated(lateUtc)).toBe('11 Mar 2026, 00:30');
    expect(contentTime(lateUtc)).toBe('11 Mar 2026, 00:30');
    expect(formatDay('2026-03-10T18:30:00Z')).toBe('11 Mar 2026');
    expect(formatDay(null)).toBe('—');
    expect(shortDay('2026-02-09')).toBe('9 Feb');
    expect(longDay('2026-02-09')).toBe('Mon, 9 Feb 2026');
  });
});
