'use client';

import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import type { CategoryChoice } from '@/lib/catalog/taxonomy-editing/categories/admin-categories';
import { FormStatus } from '../form-status';
import { CategoryPlaceFields } from './category-place-fields';
import { useStaffForm, type FormAction } from './use-staff-form';

type Props = { action: FormAction; choices: CategoryChoice[] };

/** Adds a category: its name, address, place, page and visibility. */
export function CategoryCreateForm({ action, choices }: Props) {
  const { state, pending, fields, formProps } = useStaffForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-5" aria-label="Add a category">
      <TextField name="name" label="Name" autoComplete="off" error={fields?.name} required />
      <TextField
        name="slug"
        label="Address name (optional)"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Blank: made from the name. The page opens at /category/ followed by it."
        error={fields?.slug}
      />
      <CategoryPlaceFields choices={choices} fields={fields} />
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Add category" pendingLabel="Adding…" />
    </form>
  );
}
