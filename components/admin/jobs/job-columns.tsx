import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import type { FailedJob } from '@/lib/fulfilment/admin';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

function Timing({ job }: { job: FailedJob }) {
  const parts = [`Queued ${when.format(job.createdOn)}`];
  if (job.lastTriedOn) {
    parts.push(
      `${job.state === 'failed' ? 'gave up' : 'last tried'} ${when.format(job.lastTriedOn)}`,
    );
  }
  if (job.nextTryOn) parts.push(`next try ${when.format(job.nextTryOn)}`);
  return <p className="text-ink-muted text-xs">{parts.join(' · ')} (Dhaka time)</p>;
}

const stateTags = {
  failed: { text: 'Failed', className: 'border-red-200 bg-red-50 text-red-800' },
  retry: { text: 'Trying again', className: 'border-primary-200 bg-primary-50 text-primary-900' },
};

/**
 * The failed jobs' columns: what it is and why it failed, how often it tried, when, and
 * the page's retry and drop forms (`actionsOf`, since they are the page's server actions).
 */
export const jobColumns = (actionsOf: (job: FailedJob) => ReactNode): DataColumn<FailedJob>[] => [
  {
    id: 'job',
    header: 'Job',
    card: 'title',
    cell: (job) => {
      const tag = stateTags[job.state];
      return (
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-ink font-medium">{job.label}</span>
            <span
              className={`border px-2 py-0.5 text-[11px] tracking-[0.15em] uppercase ${tag.className}`}
            >
              {tag.text}
            </span>
          </p>
          {job.summary && <p className="text-ink-soft text-sm break-words">{job.summary}</p>}
          {job.error && (
            <p className="border-l-2 border-red-200 pl-3 font-mono text-xs break-words text-red-900">
              <span className="sr-only">Last error: </span>
              {job.error}
            </p>
          )}
        </div>
      );
    },
  },
  {
    id: 'tries',
    header: 'Tries',
    cell: (job) => (
      <span className="text-ink-soft whitespace-nowrap tabular-nums">
        {job.tries} of {job.maxTries}
      </span>
    ),
  },
  {
    id: 'when',
    header: 'When',
    cell: (job) => <Timing job={job} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    quietHeader: true,
    card: 'plain',
    cell: actionsOf,
  },
];
