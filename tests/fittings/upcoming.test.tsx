import { currentHref } from '@/components/admin/admin-nav';
import { NextFittingsPanel } from '@/components/admin/dashboard/next-fittings-panel';
import { getDb } from '@/lib/db/client';
import { fittingBookings, fittingSlots } from '@/lib/db/schema';
import { readUpcomingFittings } from '@/lib/fittings/upcoming';
import { adminAreas } from '@/lib/identity/staff/admin-areas';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { renderWithIntl } from '@/tests/helpers/intl';

const hour = 60 * 60 * 1000;
// 10:00 in Dhaka on Friday 4 December 2026.
const now = new Date('2026-12-04T04:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

let token = 0;
async function book(start: Date, name: string, status: 'booked' | 'cancelled' = 'booked') {
  await getDb().insert(fittingSlots).values({ startsAt: start }).onConflictDoNothing();
  token += 1;
  await getDb()
    .insert(fittingBookings)
    .values({
      slotStart: start,
      name,
      phone: `+88017000000${String(token).padStart(2, '0')}`,
      status,
      cancelTokenHash: `hash-${token}`,
    });
}

describeAppDatabase(
  'the fittings to come',
  async () => {},
  () => {
    beforeAll(async () => {
      await book(at(-2), 'Earlier today');
      await book(at(2), 'Noon bride');
      await book(at(3), 'Cancelled bride', 'cancelled');
      await book(at(26), 'Saturday bride');
      await book(at(27), 'Saturday second');
      await book(at(24 * 9), 'Next month');
    });

    it('lists those still booked from now on, by Dhaka day, in time order', async () => {
      expect(await readUpcomingFittings(now, 10)).toEqual([
        { day: '2026-12-04', fittings: [expect.objectContaining({ name: 'Noon bride' })] },
        {
          day: '2026-12-05',
          fittings: [
            expect.objectContaining({ name: 'Saturday bride', time: '12:00 pm' }),
            expect.objectContaining({ name: 'Saturday second' }),
          ],
        },
        { day: '2026-12-13', fittings: [expect.objectContaining({ name: 'Next month' })] },
      ]);
    });

    it('stops at the limit, for the dashboard’s few', async () => {
      const days = await readUpcomingFittings(now, 2);
      expect(days.flatMap((day) => day.fittings.map((fitting) => fitting.name))).toEqual([
        'Noon bride',
        'Saturday bride',
      ]);
      const html = await renderWithIntl(<NextFittingsPanel days={days} />);
      expect(html).toContain('Sat 5 Dec · 12:00 pm');
      expect(html).toContain('href="/admin/fittings?day=2026-12-05"');
      expect(html).toContain('href="/admin/fittings?view=upcoming"');
    });
  },
);

describe('the staff menu', () => {
  const links = adminAreas.map(({ href, label }) => ({ href, label }));
  it.each([
    ['/admin/orders/new', '/admin/orders/new'],
    ['/admin/orders', '/admin/orders'],
    ['/admin/orders/NJ-1042', '/admin/orders'],
    ['/admin', '/admin'],
    ['/admin/fittings', '/admin/fittings'],
  ])('marks one link on %s: %s', (pathname, href) => {
    expect(currentHref(pathname, links)).toBe(href);
  });
});
