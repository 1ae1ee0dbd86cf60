import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import type { FailedJob } from '@/lib/fulfilment/admin';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { useJobWords } from './job-words';
import { SmsFailureNote } from './sms-failure-note';

/** The failed jobs' words, as the page reads them (`getTranslations('admin.jobs')`). */
export type JobsText = ReturnType<typeof useTranslations<'admin.jobs'>>;

/** "11 Mar, 00:30" in Dhaka time. */
const when = (date: Date) => formatDhaka(date, staffLocale, 'dayTime');

function Timing({ job }: { job: FailedJob }) {
  const t = useTranslations('admin.jobs');
  const parts = [t('queued', { when: when(job.createdOn) })];
  if (job.lastTriedOn) {
    const tried = { when: when(job.lastTriedOn) };
    parts.push(job.state === 'failed' ? t('gaveUp', tried) : t('lastTried', tried));
  }
  if (job.nextTryOn) parts.push(t('nextTry', { when: when(job.nextTryOn) }));
  return <p className="text-ink-muted text-xs">{t('dhakaTime', { times: parts.join(' · ') })}</p>;
}

const stateTones = {
  failed: 'border-red-200 bg-red-50 text-red-800',
  retry: 'border-primary-200 bg-primary-50 text-primary-900',
};

function JobSummary({ job }: { job: FailedJob }) {
  const t = useTranslations('admin.jobs');
  const { label, about } = useJobWords()(job);
  return (
    <div className="min-w-0 space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-ink font-medium">{label}</span>
        <span
          className={`border px-2 py-0.5 text-[11px] tracking-[0.15em] uppercase ${stateTones[job.state]}`}
        >
          {t(`state.${job.state}`)}
        </span>
      </p>
      {about && <p className="text-ink-soft text-sm break-words">{about}</p>}
      <SmsFailureNote job={job} />
      {job.error && (
        <p className="border-l-2 border-red-200 pl-3 font-mono text-xs break-words text-red-900">
          <span className="sr-only">{t('lastError')}</span>
          {job.error}
        </p>
      )}
    </div>
  );
}

/**
 * The failed jobs' columns: what it is and why it failed, how often it tried, when, and
 * the page's retry and drop forms (`actionsOf`, since they are the page's server actions).
 */
export const jobColumns = (
  t: JobsText,
  actionsOf: (job: FailedJob) => ReactNode,
): DataColumn<FailedJob>[] => [
  {
    id: 'job',
    header: t('table.job'),
    card: 'title',
    cell: (job) => <JobSummary job={job} />,
  },
  {
    id: 'tries',
    header: t('table.tries'),
    cell: (job) => (
      <span className="text-ink-soft whitespace-nowrap tabular-nums">
        {t('tries', { tries: job.tries, maxTries: job.maxTries })}
      </span>
    ),
  },
  {
    id: 'when',
    header: t('table.when'),
    cell: (job) => <Timing job={job} />,
  },
  {
    id: 'actions',
    header: t('table.actions'),
    quietHeader: true,
    card: 'plain',
    cell: actionsOf,
  },
];
