import { reminderAt } from '@/lib/fittings/reminder-time';
import {
  bookableDays,
  bookableStarts,
  isBookableStart,
  slotStarts,
} from '@/lib/fittings/slot-times';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { timeLabel } from '@/lib/fittings/when';
import {
  fittingSettingsDefaults,
  fittingSettingsSchema,
} from '@/lib/content/schemas/fitting-settings';

const settings = fittingSettingsDefaults;
const times = (starts: Date[]) => starts.map((start) => timeLabel(start));
/** An instant given in Dhaka time. */
const dhaka = (local: string) => new Date(`${local}+06:00`);

describe('fitting slots from the opening hours', () => {
  it('runs Saturday to Thursday from 11:00, each fitting ending by 20:30', () => {
    // 2026-12-05 is a Saturday.
    expect(times(slotStarts(settings, '2026-12-05'))).toEqual([
      '11:00 am',
      '12:00 pm',
      '1:00 pm',
      '2:00 pm',
      '3:00 pm',
      '4:00 pm',
      '5:00 pm',
      '6:00 pm',
      '7:00 pm',
    ]);
  });

  it('opens on Friday afternoon only, in Dhaka time', () => {
    const friday = slotStarts(settings, '2026-12-04');
    expect(times(friday)).toEqual(['3:00 pm', '4:00 pm', '5:00 pm', '6:00 pm', '7:00 pm']);
    expect(friday[0]!.toISOString()).toBe('2026-12-04T09:00:00.000Z');
  });

  it('offers nothing on a closed day, and half-hour fittings when the slot is 30 minutes', () => {
    const closedFriday = {
      ...settings,
      hours: { ...settings.hours, friday: { open: false, opens: '', closes: '' } },
    };
    expect(slotStarts(closedFriday, '2026-12-04')).toEqual([]);
    const halfHours = slotStarts({ ...settings, slotMinutes: 30 }, '2026-12-04');
    expect(times(halfHours).slice(0, 3)).toEqual(['3:00 pm', '3:30 pm', '4:00 pm']);
    expect(times(halfHours).at(-1)).toBe('8:00 pm');
  });

  it('keeps the minimum notice: at 12:30 with 3 hours, the first time left is 4:00 pm', () => {
    const now = dhaka('2026-12-05T12:30:00');
    expect(times(bookableStarts(settings, '2026-12-05', now))).toEqual([
      '4:00 pm',
      '5:00 pm',
      '6:00 pm',
      '7:00 pm',
    ]);
    expect(isBookableStart(settings, dhaka('2026-12-05T15:00:00'), now)).toBe(false);
    expect(isBookableStart(settings, dhaka('2026-12-05T16:00:00'), now)).toBe(true);
    expect(isBookableStart(settings, dhaka('2026-12-05T16:30:00'), now)).toBe(false);
  });

  it('offers today and the days ahead the store allows, and no day after', () => {
    const now = dhaka('2026-12-05T19:30:00');
    const days = bookableDays({ ...settings, daysAhead: 2 }, now);
    // Saturday evening is past its notice: Sunday and Monday are left.
    expect(days).toEqual(['2026-12-06', '2026-12-07']);
    expect(bookableDays(settings, now)).toHaveLength(30);
    expect(bookableStarts({ ...settings, daysAhead: 2 }, '2026-12-08', now)).toEqual([]);
    expect(bookableStarts(settings, '2026-12-04', now)).toEqual([]);
  });

  it('reads the Dhaka calendar: 19:00 UTC is already the next day in Dhaka', () => {
    expect(dhakaDayOf(new Date('2026-12-04T19:00:00Z'))).toBe('2026-12-05');
    expect(dhakaDayOf(new Date('2026-12-04T17:59:00Z'))).toBe('2026-12-04');
  });

  it('reminds a day before, else two hours before, else at once', () => {
    const start = dhaka('2026-12-10T15:00:00');
    expect(reminderAt(start, dhaka('2026-12-01T10:00:00'))).toEqual(dhaka('2026-12-09T15:00:00'));
    expect(reminderAt(start, dhaka('2026-12-10T09:00:00'))).toEqual(dhaka('2026-12-10T13:00:00'));
    expect(reminderAt(start, dhaka('2026-12-10T13:30:00'))).toBeUndefined();
  });
});

describe('the fitting settings form', () => {
  const form = {
    hours: Object.fromEntries(
      Object.entries(settings.hours).map(([day, hours]) => [
        day,
        { ...(hours.open ? { open: 'on' } : {}), opens: hours.opens, closes: hours.closes },
      ]),
    ),
    slotMinutes: '60',
    placesPerSlot: '2',
    daysAhead: '30',
    minNoticeHours: '3',
  };

  it('reads the ticked days and numbers a form sends as the stored settings', () => {
    expect(fittingSettingsSchema.parse(form)).toEqual(settings);
  });

  it('treats an unticked day as closed, and refuses a day that closes before it opens', () => {
    const closed = { ...form, hours: { ...form.hours, friday: { opens: '', closes: '' } } };
    expect(fittingSettingsSchema.parse(closed).hours.friday.open).toBe(false);
    const backwards = {
      ...form,
      hours: { ...form.hours, monday: { open: 'on', opens: '18:00', closes: '11:00' } },
    };
    const result = fittingSettingsSchema.safeParse(backwards);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'hours.monday.closes',
    ]);
    expect(fittingSettingsSchema.safeParse({ ...form, placesPerSlot: '0' }).success).toBe(false);
  });
});
