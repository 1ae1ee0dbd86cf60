import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FigureCard, FigureGroup } from '@/components/admin/dashboard/figure-card';
import { LastDaysChart } from '@/components/admin/dashboard/last-days-chart';
import { LowStockPanel } from '@/components/admin/dashboard/low-stock-panel';
import { NextFittingsPanel } from '@/components/admin/dashboard/next-fittings-panel';
import { OrderSourcesPanel } from '@/components/admin/dashboard/order-sources-panel';
import { RecoveredPanel } from '@/components/admin/dashboard/recovered-panel';
import { readUpcomingFittings } from '@/lib/fittings/admin';
import { formatBDT } from '@/lib/format/money';
import { countFailedJobs } from '@/lib/fulfilment/admin';
import {
  catalogueCounts,
  lowStockGlance,
  ordersByDay,
  ordersToday,
  orderSources,
  ordersWaiting,
  recoveredCheckouts,
  sourcePeriodOf,
  sourcePeriodQuerySchema,
  teamFigures,
} from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { roleMay, type StaffPermission } from '@/lib/identity';
import { staffLocale } from '@/lib/i18n/staff-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.titles' });
  return { title: t('dashboard') };
}

const number = new Intl.NumberFormat('en-IN');
const count = (value: number) => number.format(value);

/** Each figure is read only for a role that may act on it; the others are never queried. */
const when = <T,>(allowed: boolean, read: () => Promise<T>) =>
  allowed ? read() : Promise.resolve(null);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The period of "where orders came from", from the address: refused dates are shown back
 * with the reason, and the default 30 days meanwhile.
 */
async function sourcePeriodFrom(searchParams: Props['searchParams'], now: Date) {
  const query = await searchParams;
  const parsed = sourcePeriodQuerySchema.safeParse(query);
  if (parsed.success) return { period: sourcePeriodOf(parsed.data, now) };
  const typed = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  return {
    period: sourcePeriodOf({}, now),
    refused: { from: typed('from'), to: typed('to'), error: parsed.error.issues[0]!.message },
  };
}

export default async function Dashboard({ searchParams }: Props) {
  const member = await requireStaffPage(adminRoutes.dashboard());
  const may = (permission: StaffPermission) => roleMay(member.role, permission);
  const now = new Date();
  const { period, refused } = await sourcePeriodFrom(searchParams, now);
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.dashboard' });
  const words = await getTranslations({ locale: staffLocale, namespace: 'vocabulary' });
  const firstName = member.name?.split(' ')[0];
  const [today, waiting, fittings, days, sources, recovered, lowStock, jobs, catalogue, team] =
    await Promise.all([
      when(may('handleOrders'), () => ordersToday(now)),
      when(may('handleOrders'), ordersWaiting),
      when(may('handleOrders'), () => readUpcomingFittings(now, 5)),
      when(may('handleOrders'), () => ordersByDay(now, 30)),
      when(may('handleOrders'), () => orderSources(period)),
      when(may('handleOrders'), () => recoveredCheckouts(period)),
      when(may('adjustStock'), () => lowStockGlance(5)),
      when(may('manageJobs'), countFailedJobs),
      when(may('editCatalogue'), catalogueCounts),
      when(may('manageStaff'), teamFigures),
    ]);
  return (
    <>
      <AdminPageHeader
        title={firstName ? t('welcomeName', { name: firstName }) : t('welcome')}
        description={t('signedInAs', { role: words(`staffRole.${member.role}`).toLowerCase() })}
      />
      <div className="space-y-10">
        {today && (
          <FigureGroup id="today-figures" title={t('today.title')} columns="sm:grid-cols-2">
            <FigureCard
              label={t('today.orders')}
              value={count(today.orders)}
              href={adminRoutes.orders.list({ from: today.day, to: today.day })}
            />
            <FigureCard
              label={t('today.revenue')}
              value={formatBDT(today.revenue)}
              note={t('today.revenueNote')}
            />
          </FigureGroup>
        )}
        {waiting && (
          <FigureGroup id="waiting-figures" title={t('waiting.title')}>
            <FigureCard
              label={t('waiting.toConfirm')}
              value={count(waiting.pending)}
              href={adminRoutes.orders.list({ status: 'pending' })}
              note={t('waiting.toConfirmNote')}
            />
            <FigureCard
              label={t('waiting.toPack')}
              value={count(waiting.confirmed)}
              href={adminRoutes.orders.list({ status: 'confirmed' })}
            />
            <FigureCard
              label={t('waiting.toShip')}
              value={count(waiting.packed)}
              href={adminRoutes.orders.list({ status: 'packed' })}
            />
          </FigureGroup>
        )}
        {fittings && <NextFittingsPanel days={fittings} />}
        {days && <LastDaysChart days={days} />}
        {sources && <OrderSourcesPanel sources={sources} refused={refused} />}
        {recovered && <RecoveredPanel recovered={recovered} period={period} />}
        {(lowStock || jobs) && (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
            {lowStock && <LowStockPanel glance={lowStock} />}
            {jobs && (
              <FigureGroup
                id="job-figures"
                title={t('jobs.title')}
                columns="sm:grid-cols-2 lg:grid-cols-1"
              >
                <FigureCard
                  label={t('jobs.failed')}
                  value={count(jobs.failed)}
                  href={adminRoutes.jobs()}
                  note={t('jobs.retrying', { count: count(jobs.retry) })}
                />
              </FigureGroup>
            )}
          </div>
        )}
        {catalogue && (
          <FigureGroup id="catalogue-figures" title={t('catalogue.title')}>
            <FigureCard label={t('catalogue.published')} value={count(catalogue.published)} />
            <FigureCard label={t('catalogue.drafts')} value={count(catalogue.draft)} />
            <FigureCard label={t('catalogue.archived')} value={count(catalogue.archived)} />
          </FigureGroup>
        )}
        {team && (
          <FigureGroup id="team-figures" title={t('team.title')}>
            <FigureCard
              label={t('team.staff')}
              value={count(team.staff)}
              href={adminRoutes.staff()}
            />
            <FigureCard
              label={t('team.changes')}
              value={count(team.changesToday)}
              href={adminRoutes.audit()}
            />
          </FigureGroup>
        )}
      </div>
    </>
  );
}
