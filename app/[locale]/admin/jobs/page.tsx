import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { jobColumns } from '@/components/admin/jobs/job-columns';
import { JobActions } from '@/components/admin/jobs/job-actions';
import { Panel } from '@/components/admin/panel';
import { DataTable } from '@/components/ui/data-table';
import {
  listFailedJobs,
  failedJobsQuerySchema,
  type FailedJob,
  type FailedJobState,
} from '@/lib/fulfilment/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { dropJobAction, retryJobAction } from './actions';

export const metadata: Metadata = { title: 'Failed jobs' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const notices: Record<string, string> = {
  retried: 'The job will be tried again in a moment.',
  dropped: 'The job was dropped.',
};

const filters: { state?: FailedJobState; label: string }[] = [
  { label: 'All' },
  { state: 'failed', label: 'Failed' },
  { state: 'retry', label: 'Trying again' },
];

const emptyTitle = (state: FailedJobState | undefined) =>
  state === 'retry' ? 'No job is waiting to try again.' : 'Nothing has failed';

const columns = jobColumns((job: FailedJob) => (
  <JobActions
    name={job.name}
    id={job.id}
    title={[job.label, job.summary].filter(Boolean).join(': ')}
    canRetry={job.state === 'failed'}
    actions={{ retry: retryJobAction, drop: dropJobAction }}
  />
));

const hrefOf = (state: FailedJobState | undefined, page = 1) =>
  adminRoutes.jobs({ state, page: page > 1 ? page : undefined });

export default async function FailedJobsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.jobs());
  const params = await searchParams;
  const query = failedJobsQuerySchema.parse({ state: one(params.state), page: one(params.page) });
  const list = await listFailedJobs(query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const notice = notices[one(params.notice) ?? ''];
  return (
    <>
      <AdminPageHeader
        title="Failed jobs"
        description="SMS and e-mail, the release of unpaid orders and the store's other background work. A job that fails is tried again with longer and longer pauses; once it gives up it waits here. Retry it when the cause is fixed (the SMS gateway is back), or drop it."
      />
      {notice && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {notice}
        </p>
      )}
      <nav aria-label="Which jobs" className="mb-6 flex flex-wrap gap-2 text-sm">
        {filters.map((filter) => {
          const current = filter.state === query.state;
          return (
            <Link
              key={filter.label}
              href={hrefOf(filter.state)}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center border px-4 ${
                current
                  ? 'border-ink text-ink'
                  : 'text-ink-soft hover:text-ink border-stone-200 bg-white'
              }`}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      <Panel title={`${list.total} ${list.total === 1 ? 'job' : 'jobs'}`}>
        <DataTable
          caption="Jobs, newest first"
          columns={columns}
          rows={list.items}
          rowKey={(job) => `${job.name}:${job.id}`}
          framed={false}
          pagination={{
            label: 'Pages of the jobs',
            page: list.page,
            pages,
            hrefOf: (page) => hrefOf(query.state, page),
          }}
          empty={
            list.total > 0
              ? {
                  title: 'This page is past the end of the list.',
                  hint: 'The list has fewer pages than that.',
                  actions: [{ href: hrefOf(query.state), label: 'Back to the first page' }],
                }
              : {
                  title: emptyTitle(query.state),
                  hint: 'A job that gives up after its last try waits here to be retried or dropped.',
                }
          }
        />
      </Panel>
    </>
  );
}
