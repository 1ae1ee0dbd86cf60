'use client';

import { useTranslations } from '#intl';
import { AddForm } from './add-form';
import { NameFields } from './item-texts';
import type { FormAction } from '@/components/ui/form/use-action-form';

/** Adds a tag, named in English and Bangla; its filter address is made from the English name. */
export function TagCreateForm({ action }: { action: FormAction }) {
  const t = useTranslations('admin.taxonomy');
  return (
    <AddForm action={action} label={t('tags.add')} submitLabel={t('tagForm.submit')}>
      {(errors) => <NameFields errors={errors} required hint={t('tagForm.hint')} />}
    </AddForm>
  );
}
