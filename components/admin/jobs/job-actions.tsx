'use client';

import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import type { FailedJob } from '@/lib/fulfilment/admin';
import { FormStatus } from '../form-status';
import { useJobWords } from './job-words';

type Job = { name: string; id: string };

type Props = {
  /** The job, and what it was about for the buttons' names: "Retry: Send an SMS or e-mail: SMS to +880…". */
  job: Pick<FailedJob, 'id' | 'name' | 'about'>;
  /** Only a job that has given up can be retried; one still trying can only be dropped. */
  canRetry: boolean;
  actions: { retry: FormAction; drop: FormAction };
};

type JobFormProps = {
  action: FormAction;
  job: Job;
  submit: { label: string; pendingLabel: string; variant: 'secondary' | 'danger'; name?: string };
  className?: string;
  children?: ReactNode;
};

/** One job's form: the job it acts on, its button, and what the action answered. */
function JobForm({ action, job, submit, className, children }: JobFormProps) {
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <form {...formProps} className={className}>
      <input type="hidden" name="name" value={job.name} />
      <input type="hidden" name="id" value={job.id} />
      {children}
      <Button
        type="submit"
        variant={submit.variant}
        size="small"
        loading={pending}
        loadingLabel={submit.pendingLabel}
        aria-label={submit.name}
      >
        {submit.label}
      </Button>
      <FormStatus state={reply} />
    </form>
  );
}

/** Retry a failed job now, or drop it after a second, explicit confirmation. */
export function JobActions({ job: failed, canRetry, actions }: Props) {
  const t = useTranslations('admin.jobs');
  const { label, about } = useJobWords()(failed);
  const title = [label, about].filter(Boolean).join(': ');
  const job = { name: failed.name, id: failed.id };
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      {canRetry && (
        <JobForm
          action={actions.retry}
          job={job}
          className="space-y-2"
          submit={{
            label: t('retry'),
            pendingLabel: t('retrying'),
            variant: 'secondary',
            name: t('retryName', { title }),
          }}
        />
      )}
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-red-800 underline underline-offset-4">
          {t('drop')}
          <span className="sr-only">{t('dropName', { title })}</span>
        </summary>
        <JobForm
          action={actions.drop}
          job={job}
          className="mt-3 max-w-xs space-y-2"
          submit={{ label: t('dropConfirm'), pendingLabel: t('dropping'), variant: 'danger' }}
        >
          <p className="text-ink-soft text-sm">{t('dropWarning')}</p>
        </JobForm>
      </details>
    </div>
  );
}
