'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/account/submit-button';
import type { AdminCategory } from '@/lib/catalogue/admin';
import type { CategoryChoice } from '@/lib/catalogue';
import { FormStatus } from '../form-status';
import { CategoryPlaceFields } from './category-place-fields';
import { CheckboxField } from './checkbox-field';
import { DescriptionFields, NameFields, SlugField } from './item-texts';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; category: AdminCategory; parentChoices: CategoryChoice[] };

/**
 * Edits a category. A new address name moves its page, and nothing sends the old address
 * on: the form says so as soon as the name is changed, and asks the staff to confirm.
 */
export function CategoryEditForm({ action, category, parentChoices }: Props) {
  const t = useTranslations('admin.taxonomy');
  const common = useTranslations('admin.common');
  const { reply, pending, errors, formProps } = useActionForm(action);
  const [slug, setSlug] = useState(category.slug);
  const movesPage = category.url !== null && slug.trim().toLowerCase() !== category.slug;
  return (
    <form
      {...formProps}
      className="space-y-5"
      aria-label={t('common.editLabel', { name: category.name })}
    >
      <input type="hidden" name="categoryId" value={category.id} />
      <NameFields errors={errors} name={category.name} nameBn={category.nameBn} required />
      <SlugField
        label={t('categoryForm.slug')}
        value={slug}
        onChange={setSlug}
        hint={
          category.url === null
            ? t('categoryForm.labelHint')
            : t('categoryForm.pageHint', { slug: slug.trim().toLowerCase() || '…' })
        }
        error={errors.slug}
        required
      />
      {movesPage && (
        <div className="border border-amber-300 bg-amber-50 p-4">
          <p className="text-ink text-sm">{t('categoryForm.movesPage', { url: category.url! })}</p>
          <CheckboxField name="confirmSlugChange" label={t('categoryForm.confirmMove')} />
        </div>
      )}
      <DescriptionFields
        errors={errors}
        rows={4}
        description={category.description}
        descriptionBn={category.descriptionBn}
      />
      <CategoryPlaceFields
        choices={parentChoices}
        fields={errors}
        defaults={{
          parentId: category.parentId,
          hasPage: category.url !== null,
          visible: category.onlineVisible,
        }}
      />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label={t('common.save')} pendingLabel={common('saving')} />
    </form>
  );
}
