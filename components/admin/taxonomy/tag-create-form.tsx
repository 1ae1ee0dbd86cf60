'use client';

import { AddForm } from './add-form';
import { NameFields } from './item-texts';
import type { FormAction } from '@/components/ui/form/use-action-form';

/** Adds a tag, named in English and Bangla; its filter address is made from the English name. */
export function TagCreateForm({ action }: { action: FormAction }) {
  return (
    <AddForm action={action} label="Add a tag" submitLabel="Add tag">
      {(errors) => (
        <NameFields
          errors={errors}
          required
          hint="Its filter address is made from the name once and kept when it is renamed."
        />
      )}
    </AddForm>
  );
}
