'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { RecoveryCodeList } from './recovery-code-list';

type Props = { action: FormAction<string[]> };

export function NewRecoveryCodes({ action }: Props) {
  const t = useTranslations('admin.security');
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <div className="space-y-4">
      <form {...formProps}>
        <Button type="submit" variant="secondary" loading={pending} loadingLabel={t('making')}>
          {t('make')}
        </Button>
      </form>
      <FormStatus state={reply} />
      {reply.status === 'ok' && reply.data && <RecoveryCodeList codes={reply.data} />}
    </div>
  );
}
