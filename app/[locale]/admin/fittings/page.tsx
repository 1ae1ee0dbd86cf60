import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BookingActions } from '@/components/admin/fittings/booking-actions';
import { FittingDayNav } from '@/components/admin/fittings/day-nav';
import { counted } from '@/components/admin/customers/customer-words';
import {
  dayColumns,
  upcomingColumns,
  type DayFittingRow,
  type FittingColumnsT,
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
import { staffLocale } from '@/lib/i18n/staff-locale';
import { changeFittingAction } from './actions';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin.fittings' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('page.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** How many fittings to come the upcoming view lists. */
const upcomingLimit = 60;

const takenOf = (slots: StaffFittingSlot[]) => slots.reduce((sum, slot) => sum + slot.taken, 0);

const columnsOfDay = (t: FittingColumnsT) =>
  dayColumns(t, (booking: DayFittingRow) => (
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
  const [t, columnsT] = await Promise.all([
    wordsOf(),
    getTranslations({ locale: staffLocale, namespace: 'admin.fittings.columns' }),
  ]);
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
      <AdminPageHeader title={t('page.title')} description={t('page.description')} />
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
          caption={t('page.upcomingCaption')}
          columns={upcomingColumns(columnsT)}
          rows={rows}
          rowKey={(row) => String(row.id)}
          empty={{
            title: t('page.noneToCome'),
            hint: t('page.noneToComeHint'),
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
        {t('page.dayHeading', { day: dayLabel(day), ...counted(takenOf(slots)) })}
      </h2>
      {slots.length === 0 ? (
        <EmptyState title={t('page.closed')} hint={t('page.closedHint')} />
      ) : (
        <>
          <SlotPlaces slots={slots} />
          <DataTable
            caption={t('page.dayCaption', { day: dayLabel(day) })}
            columns={columnsOfDay(columnsT)}
            rows={rows}
            rowKey={(row) => String(row.id)}
            empty={{
              title: t('page.noBookings'),
              hint: t('page.noBookingsHint'),
            }}
          />
        </>
      )}
    </>
  );
}
