'use client';

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
  const { reply, pending, errors, formProps } = useActionForm(action);
  const [slug, setSlug] = useState(category.slug);
  const movesPage = category.url !== null && slug.trim().toLowerCase() !== category.slug;
  return (
    <form {...formProps} className="space-y-5" aria-label={`Edit ${category.name}`}>
      <input type="hidden" name="categoryId" value={category.id} />
      <NameFields errors={errors} name={category.name} nameBn={category.nameBn} required />
      <SlugField
        label="Address name"
        value={slug}
        onChange={setSlug}
        hint={
          category.url === null
            ? 'A label has no page, so its address name is not seen by shoppers.'
            : `Its page: /category/${slug.trim().toLowerCase() || '…'}`
        }
        error={errors.slug}
        required
      />
      {movesPage && (
        <div className="border border-amber-300 bg-amber-50 p-4">
          <p className="text-ink text-sm">
            Links to {category.url} (in messages, on social media, in search results) will stop
            working: no redirect is kept.
          </p>
          <CheckboxField name="confirmSlugChange" label="Change the address" />
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
      <SubmitButton pending={pending} label="Save" pendingLabel="Saving…" />
    </form>
  );
}
