'use client';

import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import type { CategoryChoice } from '@/lib/catalogue';
import { BilingualField, banglaHints } from '../bilingual-field';
import { FormStatus } from '../form-status';
import { CategoryPlaceFields } from './category-place-fields';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; choices: CategoryChoice[] };

/** Adds a category: its name and description in both languages, address, place, page and visibility. */
export function CategoryCreateForm({ action, choices }: Props) {
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-5" aria-label="Add a category">
      <BilingualField
        name="name"
        label="Name"
        errors={errors}
        autoComplete="off"
        english={{ required: true }}
        bangla={{ maxLength: 80, hint: banglaHints.name }}
      />
      <TextField
        name="slug"
        label="Address name (optional)"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Blank: made from the name. The page opens at /category/ followed by it."
        error={errors.slug}
      />
      <BilingualField
        name="description"
        label="Description"
        errors={errors}
        rows={3}
        maxLength={2000}
        english={{ hint: 'Optional: shown under the name on its page.' }}
        bangla={{ hint: banglaHints.description }}
      />
      <CategoryPlaceFields choices={choices} fields={errors} />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label="Add category" pendingLabel="Adding…" />
    </form>
  );
}
