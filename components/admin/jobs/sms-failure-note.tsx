import { useLocale, useTranslations } from 'next-intl';
import type { FailedJob } from '@/lib/fulfilment/admin';
import { localeDigits } from '@/lib/i18n/digits';

/** Why a job's SMS was not sent: the number refused (not retried), or the provider down (retried). */
export function SmsFailureNote({ job }: { job: Pick<FailedJob, 'smsFailure' | 'tries'> }) {
  const t = useTranslations('admin.jobs.smsFailure');
  const locale = useLocale();
  if (!job.smsFailure) return null;
  const retries = Math.max(0, job.tries - 1);
  return (
    <p className="text-ink text-sm">
      {t(job.smsFailure, { count: retries, n: localeDigits(String(retries), locale) })}
    </p>
  );
}
