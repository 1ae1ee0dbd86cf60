'use client';

import type { CategoryChoice } from '@/lib/catalogue';
import { AddForm } from './add-form';
import { CategoryPlaceFields } from './category-place-fields';
import { DescriptionFields, NameFields, SlugField } from './item-texts';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; choices: CategoryChoice[] };

/** Adds a category: its name and description in both languages, address, place, page and visibility. */
export function CategoryCreateForm({ action, choices }: Props) {
  return (
    <AddForm action={action} label="Add a category" submitLabel="Add category">
      {(errors) => (
        <>
          <NameFields errors={errors} required />
          <SlugField
            label="Address name (optional)"
            hint="Blank: made from the name. The page opens at /category/ followed by it."
            error={errors.slug}
          />
          <DescriptionFields errors={errors} hint="Optional: shown under the name on its page." />
          <CategoryPlaceFields choices={choices} fields={errors} />
        </>
      )}
    </AddForm>
  );
}
