import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BookingActions } from '@/components/admin/fittings/booking-actions';
import { FittingDayNav } from '@/components/admin/fittings/day-nav';
import { fittingsWord, UpcomingList } from '@/components/admin/fittings/upcoming-list';
import { FittingsViewTabs, type FittingsView } from '@/components/admin/fittings/view-tabs';
import { Panel } from '@/components/admin/panel';
import { telHref } from '@/lib/content';
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

export const metadata: Metadata = { title: 'Fittings' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const statusClass: Record<string, string> = {
  booked: 'bg-primary-50 text-primary-900',
  attended: 'bg-emerald-50 text-emerald-900',
  no_show: 'bg-amber-50 text-amber-900',
  cancelled: 'bg-stone-100 text-stone-600 line-through',
};

/** How many fittings to come the upcoming view lists. */
const upcomingLimit = 60;

const takenOf = (slots: StaffFittingSlot[]) => slots.reduce((sum, slot) => sum + slot.taken, 0);

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
  const [slots, words] = await Promise.all([
    readStaffFittingDay(day),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary' }),
  ]);
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
    return (
      <>
        {header}
        <UpcomingList days={await readUpcomingFittings(now, upcomingLimit)} />
      </>
    );
  }
  return (
    <>
      {header}
      <FittingDayNav day={day} today={today} />
      <h2 className="text-ink mb-4 text-lg font-light" aria-live="polite">
        {dayLabel(day)} · {fittingsWord(takenOf(slots))}
      </h2>
      {slots.length === 0 ? (
        <p className="text-ink-soft text-sm">The atelier is closed for fittings on this day.</p>
      ) : (
        <ol className="space-y-4">
          {slots.map((slot) => (
            <li key={slot.start}>
              <Panel>
                <h3 className="text-ink mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-base">{slot.time}</span>
                  <span className="text-ink-soft text-sm">
                    {slot.taken} of {slot.places} places taken
                  </span>
                </h3>
                {slot.bookings.length === 0 ? (
                  <p className="text-ink-muted text-sm">No bookings.</p>
                ) : (
                  <ul className="divide-y divide-stone-200">
                    {slot.bookings.map((booking) => (
                      <li key={booking.id} className="grid gap-3 py-4 md:grid-cols-[1fr_auto]">
                        <div className="space-y-1 text-sm">
                          <p className="text-ink flex flex-wrap items-center gap-3">
                            <span className="text-base">{booking.name}</span>
                            <span
                              className={`px-2 py-0.5 text-xs tracking-wider uppercase ${statusClass[booking.status]}`}
                            >
                              {words(`fittingStatus.${booking.status}`)}
                            </span>
                          </p>
                          <p>
                            <a
                              href={telHref(booking.phone)}
                              className="text-ink underline underline-offset-4"
                            >
                              {booking.phone}
                            </a>
                          </p>
                          {booking.note && (
                            <p className="text-ink-soft break-words whitespace-pre-line">
                              {booking.note}
                            </p>
                          )}
                        </div>
                        <BookingActions
                          action={changeFittingAction}
                          id={booking.id}
                          version={booking.version}
                          status={booking.status}
                          name={booking.name}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
