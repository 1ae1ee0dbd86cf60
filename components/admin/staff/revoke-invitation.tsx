'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';

type Props = { invitationId: number; identifier: string; action: FormAction };

export function RevokeInvitation({ invitationId, identifier, action }: Props) {
  const t = useTranslations('admin.staff.revoke');
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <form {...formProps}>
      <input type="hidden" name="invitationId" value={invitationId} />
      <Button type="submit" variant="quiet" loading={pending}>
        <span className="sr-only">{t('label', { identifier })}</span>
        <span aria-hidden="true">{t('short')}</span>
      </Button>
      <FormStatus state={reply} />
    </form>
  );
}
