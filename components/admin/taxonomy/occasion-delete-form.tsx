'use client';

import { useTranslations } from '#intl';
import type { AdminOccasion } from '@/lib/catalogue/admin';
import { FormStatus } from '../form-status';
import { ConfirmDelete, DeleteSubmit } from './confirm-delete';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; occasion: AdminOccasion };

/** Deletes an occasion, unless the store's menus link to it. */
export function OccasionDeleteForm({ action, occasion }: Props) {
  const t = useTranslations('admin.taxonomy');
  const { reply, pending, formProps } = useActionForm(action);
  const { name, url } = occasion;
  if (occasion.inMenus) {
    return <p className="text-ink-soft text-sm">{t('occasionDelete.inMenus', { url, name })}</p>;
  }
  return (
    <ConfirmDelete summary={t('common.delete', { name })}>
      <form {...formProps} className="space-y-4">
        <input type="hidden" name="occasionId" value={occasion.id} />
        <p className="text-ink-soft text-sm">{t('occasionDelete.warning', { url })}</p>
        <FormStatus state={reply} />
        <DeleteSubmit pending={pending} label={t('common.delete', { name })} />
      </form>
    </ConfirmDelete>
  );
}
