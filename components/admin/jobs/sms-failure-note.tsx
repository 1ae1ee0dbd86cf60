import { useTranslations } from 'next-intl';
import type { FailedJob } from '@/lib/fulfilment/admin';

/** Why a job's SMS was not sent: the number refused (not retried), or the provider down (retried). */
export function SmsFailureNote({ job }: { job: Pick<FailedJob, 'smsFailure' | 'tries'> }) {
  const t = useTranslations('admin.jobs.smsFailure');
  if (!job.smsFailure) return null;
  return (
    <p className="text-ink text-sm">{t(job.smsFailure, { retries: Math.max(0, job.tries - 1) })}</p>
  );
}
