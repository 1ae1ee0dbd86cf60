import { arrivesTooLate, earliestDelivery } from '@/lib/ordering/delivery-date/earliest-delivery';
import {
  deliveryDateSettingsSchema,
  type DeliveryDateSettings,
} from '@/lib/content/schemas/delivery-date-settings';

// January 2026: the 2nd, 9th, 16th, 23rd and 30th are Fridays; the 5th is a Monday.
const settings: DeliveryDateSettings = {
  handlingDays: 1,
  transitInsideDhaka: 2,
  transitOutsideDhaka: 4,
  fittingBufferDays: 7,
  marginDays: 3,
  holidays: [],
};
/** Monday 5 January 2026, 10:00 in Dhaka. */
const mondayMorning = new Date('2026-01-05T04:00:00Z');
const ask = { now: mondayMorning, leadTimeDays: 0, fitting: false, zone: 'inside_dhaka' as const };

describe('the earliest delivery date', () => {
  it('counts handling and transit in working days from the day after today', () => {
    expect(earliestDelivery(settings, ask)).toBe('2026-01-08');
  });

  it('skips Fridays, so outside Dhaka arrives after the weekend', () => {
    expect(earliestDelivery(settings, { ...ask, zone: 'outside_dhaka' })).toBe('2026-01-11');
  });

  it('starts from the Dhaka day, which begins six hours before UTC’s', () => {
    // 19:00 UTC on the 5th is 01:00 on Tuesday the 6th in Dhaka.
    const lateNight = new Date('2026-01-05T19:00:00Z');
    expect(earliestDelivery(settings, { ...ask, now: lateNight })).toBe('2026-01-10');
  });

  it('skips the store’s closed days as it skips Fridays', () => {
    const eid = {
      ...settings,
      holidays: [
        { date: '2026-01-07', name: 'Eid' },
        { date: '2026-01-08', name: 'Eid' },
      ],
    };
    expect(earliestDelivery(eid, ask)).toBe('2026-01-11');
    expect(earliestDelivery(eid, { ...ask, zone: 'outside_dhaka' })).toBe('2026-01-13');
  });

  it('adds a made-to-measure lead time and a trial fitting’s buffer in working days', () => {
    const sewn = { ...ask, leadTimeDays: 30 };
    expect(earliestDelivery(settings, sewn)).toBe('2026-02-12');
    expect(earliestDelivery(settings, { ...sewn, fitting: true })).toBe('2026-02-21');
  });

  it('never lands on a Friday, even with nothing to wait for', () => {
    const nothing = { ...settings, handlingDays: 0, transitInsideDhaka: 0 };
    const friday = new Date('2026-01-09T04:00:00Z');
    expect(earliestDelivery(nothing, { ...ask, now: friday })).toBe('2026-01-10');
    expect(earliestDelivery(nothing, ask)).toBe('2026-01-05');
  });
});

describe('a date that comes too late', () => {
  it('is one later than her date less the margin', () => {
    expect(arrivesTooLate('2026-02-12', '2026-02-15', settings)).toBe(false);
    expect(arrivesTooLate('2026-02-12', '2026-02-14', settings)).toBe(true);
    expect(arrivesTooLate('2026-02-12', '2026-02-12', { marginDays: 0 })).toBe(false);
  });
});

describe('the delivery date settings', () => {
  it('keep the closed days in date order', () => {
    const parsed = deliveryDateSettingsSchema.parse({
      ...settings,
      holidays: [
        { date: '2026-03-21', name: 'Eid ul-Fitr' },
        { date: '2026-02-21', name: 'Language Martyrs’ Day' },
      ],
    });
    expect(parsed.holidays.map((day) => day.date)).toEqual(['2026-02-21', '2026-03-21']);
  });

  it('refuse a day no calendar has and a negative count', () => {
    const result = deliveryDateSettingsSchema.safeParse({
      ...settings,
      handlingDays: -1,
      holidays: [{ date: '2026-02-30', name: 'Nope' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['handlingDays', 'holidays.0.date']));
  });
});
