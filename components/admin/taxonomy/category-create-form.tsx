'use client';

import { useTranslations } from '#intl';
import type { CategoryChoice } from '@/lib/catalogue';
import { AddForm } from './add-form';
import { CategoryPlaceFields } from './category-place-fields';
import { DescriptionFields, NameFields, SlugField } from './item-texts';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; choices: CategoryChoice[] };

/** Adds a category: its name and description in both languages, address, place, page and visibility. */
export function CategoryCreateForm({ action, choices }: Props) {
  const t = useTranslations('admin.taxonomy');
  return (
    <AddForm action={action} label={t('categories.add')} submitLabel={t('categoryForm.add')}>
      {(errors) => (
        <>
          <NameFields errors={errors} required />
          <SlugField
            label={t('categoryForm.slugOptional')}
            hint={t('categoryForm.slugNewHint')}
            error={errors.slug}
          />
          <DescriptionFields errors={errors} hint={t('categoryForm.descriptionHint')} />
          <CategoryPlaceFields choices={choices} fields={errors} />
        </>
      )}
    </AddForm>
  );
}
