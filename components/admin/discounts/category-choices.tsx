'use client';

import { useState } from 'react';
import { CategoryCheckboxes } from '@/components/admin/category-checkboxes';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { DiscountScope } from '@/lib/ordering/admin';

export type CategoryOption = { id: number; label: string };

type Props = {
  appliesTo: DiscountScope;
  chosen: number[];
  options: CategoryOption[];
  error?: string;
};

const scopes = [
  { value: 'all', label: 'Every piece' },
  { value: 'categories', label: 'Pieces in these categories' },
] as const;

/** Every piece, or the pieces of some categories (and the categories beneath them). */
export function CategoryChoices({ appliesTo, chosen, options, error }: Props) {
  const [scope, setScope] = useState<DiscountScope>(appliesTo);
  const choosing = scope === 'categories';
  return (
    <div>
      <ChoiceGroup
        type="radio"
        name="appliesTo"
        legend="Pieces it is for"
        look="box"
        choices={scopes}
        value={scope}
        onChange={setScope}
        hint={choosing ? 'A category takes in the categories beneath it.' : undefined}
        error={error}
      />
      <CategoryCheckboxes
        legend="Categories it is for"
        legendHidden
        choices={options}
        chosen={chosen}
        height="max-h-72"
        className={choosing ? 'mt-3' : 'hidden'}
      />
    </div>
  );
}
