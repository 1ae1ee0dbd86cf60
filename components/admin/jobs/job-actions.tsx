'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';

type Props = {
  name: string;
  id: string;
  /** What the job is, for the buttons' names: "Send an SMS or e-mail: SMS to +880…". */
  title: string;
  /** Only a job that has given up can be retried; one still trying can only be dropped. */
  canRetry: boolean;
  actions: { retry: FormAction; drop: FormAction };
};

function JobFields({ name, id }: { name: string; id: string }) {
  return (
    <>
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** Retry a failed job now, or drop it after a second, explicit confirmation. */
export function JobActions({ name, id, title, canRetry, actions }: Props) {
  const t = useTranslations('admin.jobs');
  const retry = useActionForm(actions.retry);
  const drop = useActionForm(actions.drop);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        {canRetry && (
          <form {...retry.formProps}>
            <JobFields name={name} id={id} />
            <Button
              type="submit"
              variant="secondary"
              size="small"
              loading={retry.pending}
              loadingLabel={t('retrying')}
              aria-label={t('retryName', { title })}
            >
              {t('retry')}
            </Button>
          </form>
        )}
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-red-800 underline underline-offset-4">
            {t('drop')}
            <span className="sr-only">{t('dropName', { title })}</span>
          </summary>
          <form {...drop.formProps} className="mt-3 max-w-xs space-y-2">
            <JobFields name={name} id={id} />
            <p className="text-ink-soft text-sm">{t('dropWarning')}</p>
            <Button
              type="submit"
              variant="danger"
              size="small"
              loading={drop.pending}
              loadingLabel={t('dropping')}
            >
              {t('dropConfirm')}
            </Button>
          </form>
        </details>
      </div>
      <FormStatus state={drop.reply.status !== 'idle' ? drop.reply : retry.reply} />
    </div>
  );
}
