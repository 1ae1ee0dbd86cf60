'use client';

import { useId, useState } from 'react';
import { CategoryCheckboxes } from '@/components/admin/category-checkboxes';
import type { DiscountScope } from '@/lib/ordering/admin';

export type CategoryOption = { id: number; label: string };

type Props = {
  appliesTo: DiscountScope;
  chosen: number[];
  options: CategoryOption[];
  error?: string;
};

/** Every piece, or the pieces of some categories (and the categories beneath them). */
export function CategoryChoices({ appliesTo, chosen, options, error }: Props) {
  const [scope, setScope] = useState(appliesTo);
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
        Pieces it is for
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(
          [
            ['all', 'Every piece'],
            ['categories', 'Pieces in these categories'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="has-checked:border-ink text-ink flex min-h-11 cursor-pointer items-center gap-3 border border-stone-200 px-3 text-sm"
          >
            <input
              type="radio"
              name="appliesTo"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              className="accent-ink h-4 w-4"
            />
            {label}
          </label>
        ))}
      </div>
      <CategoryCheckboxes
        choices={options}
        chosen={chosen}
        hidden={scope !== 'categories'}
        className="mt-3 max-h-72"
      />
      {scope === 'categories' && (
        <p className="text-ink-muted mt-2 text-sm">
          A category takes in the categories beneath it.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
