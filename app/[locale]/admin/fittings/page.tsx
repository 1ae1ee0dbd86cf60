import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BookingActions } from '@/components/admin/fittings/booking-actions';
import { FittingDayNav } from '@/components/admin/fittings/day-nav';
import {
  dayColumns,
  fittingsWord,
  upcomingColumns,
  type DayFittingRow,
} from '@/components/admin/fittings/fitting-columns';
import { SlotPlaces } from '@/components/admin/fittings/slot-places';
import { FittingsViewTabs, type FittingsView } from '@/components/admin/fittings/view-tabs';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import {
  readStaffFittingDay,
  type StaffFittingSlot,
  readUpcomingFittings,
  dayLabel,
  fittingDaySchema,
} from '@/lib/fittings/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { changeFittingAction } from './actions';

export const metadata: Metadata = { title: 'Fittings' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** How many fittings to come the upcoming view lists. */
const upcomingLimit = 60;

const takenOf = (slots: StaffFittingSlot[]) => slots.reduce((sum, slot) => sum + slot.taken, 0);

const columnsOfDay = dayColumns((booking: DayFittingRow) => (
  <BookingActions
    action={changeFittingAction}
    id={booking.id}
    version={booking.version}
    status={booking.status}
    name={booking.name}
  />
));

/**
 * /admin/fittings?view=upcoming: the fittings to come, by day; ?day=YYYY-MM-DD: one Dhaka
 * day's, slot by slot, to mark as they happen. Without either it opens on today, or on the
 * ones to come when today has none.
 */
export default async function FittingsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.fittings.list());
  const now = new Date();
  const today = dhakaDayOf(now);
  const params = await searchParams;
  const asked = fittingDaySchema.safeParse(params.day);
  const day = asked.success ? asked.data : today;
  const slots = await readStaffFittingDay(day);
  const view: FittingsView =
    asked.success || params.view === 'day'
      ? 'day'
      : params.view === 'upcoming' || takenOf(slots) === 0
        ? 'upcoming'
        : 'day';
  const header = (
    <>
      <AdminPageHeader
        title="Fittings"
        description="Appointments at the atelier: call a bride, then mark her attended or a no-show, or cancel."
      />
      <FittingsViewTabs current={view} />
    </>
  );
  if (view === 'upcoming') {
    const days = await readUpcomingFittings(now, upcomingLimit);
    const rows = days.flatMap(({ day, fittings }) =>
      fittings.map((fitting) => ({ ...fitting, day })),
    );
    return (
      <>
        {header}
        <DataTable
          caption="Fittings to come, by day and time"
          columns={upcomingColumns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          empty={{
            title: 'No fittings are booked from now on.',
            hint: 'A bride who books a fitting on the website appears here, on her day.',
          }}
        />
      </>
    );
  }
  const rows = slots.flatMap(({ time, bookings }) =>
    bookings.map((booking) => ({ ...booking, time })),
  );
  return (
    <>
      {header}
      <FittingDayNav day={day} today={today} />
      <h2 className="text-ink mb-4 text-lg font-light" aria-live="polite">
        {dayLabel(day)} · {fittingsWord(takenOf(slots))}
      </h2>
      {slots.length === 0 ? (
        <EmptyState
          title="The atelier is closed for fittings on this day."
          hint="No slot is open on this day: choose another above."
        />
      ) : (
        <>
          <SlotPlaces slots={slots} />
          <DataTable
            caption={`Fittings on ${dayLabel(day)}, by time`}
            columns={columnsOfDay}
            rows={rows}
            rowKey={(row) => String(row.id)}
            empty={{
              title: 'No bookings.',
              hint: 'Every place of the day is free: a bride can book any of them.',
            }}
          />
        </>
      )}
    </>
  );
}
