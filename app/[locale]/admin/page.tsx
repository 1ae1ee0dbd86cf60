import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FigureCard, FigureGroup } from '@/components/admin/dashboard/figure-card';
import { LastDaysChart } from '@/components/admin/dashboard/last-days-chart';
import { LowStockPanel } from '@/components/admin/dashboard/low-stock-panel';
import { NextFittingsPanel } from '@/components/admin/dashboard/next-fittings-panel';
import { readUpcomingFittings } from '@/lib/fittings/admin';
import { formatBDT } from '@/lib/format/money';
import { countFailedJobs } from '@/lib/fulfilment/admin';
import {
  catalogueCounts,
  lowStockGlance,
  ordersByDay,
  ordersToday,
  ordersWaiting,
  teamFigures,
} from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage, roleLabels } from '@/lib/identity/admin';
import { roleMay, type StaffPermission } from '@/lib/identity';

export const metadata: Metadata = { title: 'Dashboard' };

const number = new Intl.NumberFormat('en-IN');
const count = (value: number) => number.format(value);

/** Each figure is read only for a role that may act on it; the others are never queried. */
const when = <T,>(allowed: boolean, read: () => Promise<T>) =>
  allowed ? read() : Promise.resolve(null);

export default async function Dashboard() {
  const member = await requireStaffPage(adminRoutes.dashboard());
  const may = (permission: StaffPermission) => roleMay(member.role, permission);
  const now = new Date();
  const [today, waiting, fittings, days, lowStock, jobs, catalogue, team] = await Promise.all([
    when(may('handleOrders'), () => ordersToday(now)),
    when(may('handleOrders'), ordersWaiting),
    when(may('handleOrders'), () => readUpcomingFittings(now, 5)),
    when(may('handleOrders'), () => ordersByDay(now, 30)),
    when(may('adjustStock'), () => lowStockGlance(5)),
    when(may('manageJobs'), countFailedJobs),
    when(may('editCatalogue'), catalogueCounts),
    when(may('manageStaff'), teamFigures),
  ]);
  return (
    <>
      <AdminPageHeader
        title={`Welcome${member.name ? `, ${member.name.split(' ')[0]}` : ''}`}
        description={`You are signed in as ${roleLabels[member.role].toLowerCase()}. Days are counted in Dhaka time.`}
      />
      <div className="space-y-10">
        {today && (
          <FigureGroup id="today-figures" title="Today" columns="sm:grid-cols-2">
            <FigureCard
              label="Orders today"
              value={count(today.orders)}
              href={adminRoutes.orders.list({ from: today.day, to: today.day })}
            />
            <FigureCard
              label="Revenue today"
              value={formatBDT(today.revenue)}
              note="The total of today’s orders, less those cancelled, returned or still awaiting online payment."
            />
          </FigureGroup>
        )}
        {waiting && (
          <FigureGroup id="waiting-figures" title="Waiting">
            <FigureCard
              label="To confirm"
              value={count(waiting.pending)}
              href={adminRoutes.orders.list({ status: 'pending' })}
              note="Cash on delivery, awaiting the call."
            />
            <FigureCard
              label="To pack"
              value={count(waiting.confirmed)}
              href={adminRoutes.orders.list({ status: 'confirmed' })}
            />
            <FigureCard
              label="To ship"
              value={count(waiting.packed)}
              href={adminRoutes.orders.list({ status: 'packed' })}
            />
          </FigureGroup>
        )}
        {fittings && <NextFittingsPanel days={fittings} />}
        {days && <LastDaysChart days={days} />}
        {(lowStock || jobs) && (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
            {lowStock && <LowStockPanel glance={lowStock} />}
            {jobs && (
              <FigureGroup
                id="job-figures"
                title="Background jobs"
                columns="sm:grid-cols-2 lg:grid-cols-1"
              >
                <FigureCard
                  label="Failed jobs"
                  value={count(jobs.failed)}
                  href={adminRoutes.jobs()}
                  note={`${count(jobs.retry)} more waiting to try again.`}
                />
              </FigureGroup>
            )}
          </div>
        )}
        {catalogue && (
          <FigureGroup id="catalogue-figures" title="Catalogue">
            <FigureCard label="Published" value={count(catalogue.published)} />
            <FigureCard label="Drafts" value={count(catalogue.draft)} />
            <FigureCard label="Archived" value={count(catalogue.archived)} />
          </FigureGroup>
        )}
        {team && (
          <FigureGroup id="team-figures" title="Team">
            <FigureCard label="Staff" value={count(team.staff)} href={adminRoutes.staff()} />
            <FigureCard
              label="Changes in 24 h"
              value={count(team.changesToday)}
              href={adminRoutes.audit()}
            />
          </FigureGroup>
        )}
      </div>
    </>
  );
}
