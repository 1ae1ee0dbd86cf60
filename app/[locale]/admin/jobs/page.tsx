import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
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
import { staffLocale } from '@/lib/i18n/staff-locale';
import { dropJobAction, retryJobAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.jobs' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const notices = ['retried', 'dropped'] as const;
const isNotice = (value: string | undefined): value is (typeof notices)[number] =>
  (notices as readonly (string | undefined)[]).includes(value);

const filters: { state?: FailedJobState; label: 'all' | FailedJobState }[] = [
  { label: 'all' },
  { state: 'failed', label: 'failed' },
  { state: 'retry', label: 'retry' },
];

const actionsOf = (job: FailedJob) => (
  <JobActions
    job={{ id: job.id, name: job.name, about: job.about }}
    canRetry={job.state === 'failed'}
    actions={{ retry: retryJobAction, drop: dropJobAction }}
  />
);

const hrefOf = (state: FailedJobState | undefined, page = 1) =>
  adminRoutes.jobs({ state, page: page > 1 ? page : undefined });

export default async function FailedJobsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.jobs());
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.jobs' });
  const params = await searchParams;
  const query = failedJobsQuerySchema.parse({ state: one(params.state), page: one(params.page) });
  const list = await listFailedJobs(query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const notice = one(params.notice);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {isNotice(notice) && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {t(`notice.${notice}`)}
        </p>
      )}
      <nav aria-label={t('filters.label')} className="mb-6 flex flex-wrap gap-2 text-sm">
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
              {t(`filters.${filter.label}`)}
            </Link>
          );
        })}
      </nav>
      <Panel title={t('count', { count: list.total })}>
        <DataTable
          caption={t('caption')}
          columns={jobColumns(t, actionsOf)}
          rows={list.items}
          rowKey={(job) => `${job.name}:${job.id}`}
          framed={false}
          pagination={{
            label: t('pages'),
            page: list.page,
            pages,
            hrefOf: (page) => hrefOf(query.state, page),
          }}
          empty={
            list.total > 0
              ? {
                  title: t('pastTheEnd.title'),
                  hint: t('pastTheEnd.hint'),
                  actions: [{ href: hrefOf(query.state), label: t('pastTheEnd.back') }],
                }
              : {
                  title: t(query.state === 'retry' ? 'empty.retry' : 'empty.failed'),
                  hint: t('empty.hint'),
                }
          }
        />
      </Panel>
    </>
  );
}
