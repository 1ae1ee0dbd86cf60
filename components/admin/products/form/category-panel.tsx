'use client';

import { useState } from 'react';
import { SelectField } from '@/components/account/form-field';
import type { ProductFormOptions } from '@/lib/catalogue/admin';
import { indentedName, occasionsOf } from './category-occasions';
import { fieldId } from './field-names';
import { FormPanel } from './form-panel';

type Props = { options: ProductFormOptions; categoryId: number | undefined; error?: string };

/** The product's category, and the occasions that follow from it (read-only here). */
export function CategoryPanel({ options, categoryId, error }: Props) {
  const [chosen, setChosen] = useState(categoryId);
  const occasions = occasionsOf(options, chosen);
  return (
    <FormPanel legend="Category and occasions">
      <SelectField
        id={fieldId('categoryId')}
        name="categoryId"
        label="Category"
        defaultValue={categoryId ?? ''}
        error={error}
        required
        onChange={(event) => setChosen(Number(event.target.value) || undefined)}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {options.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {indentedName(category)}
          </option>
        ))}
      </SelectField>
      <div>
        <p className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">Occasions</p>
        <p className="text-ink text-sm" aria-live="polite">
          {chosen === undefined
            ? 'Choose a category to see where the product is shown.'
            : occasions.length > 0
              ? `Shown under ${occasions.join(', ')}.`
              : 'This category is in no occasion.'}
        </p>
        <p className="text-ink-muted mt-1 text-xs">
          Occasions gather categories, so they follow the category chosen.
        </p>
      </div>
    </FormPanel>
  );
}
