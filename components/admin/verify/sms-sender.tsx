'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';

type Props = { action: FormAction; phoneHint: string };

/** Asks for the SMS code; it can be asked again (within the code limits) if none arrives. */
export function SmsSender({ action, phoneHint }: Props) {
  const t = useTranslations('admin.verify.sms');
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <form {...formProps} className="space-y-3">
      <p className="text-ink-soft text-sm">{t('sendTo', { phone: phoneHint })}</p>
      <Button type="submit" variant="secondary" loading={pending} loadingLabel={t('sending')}>
        {reply.status === 'ok' ? t('sendAnother') : t('send')}
      </Button>
      <FormStatus state={reply} />
    </form>
  );
}
