'use client';

import { useTranslations } from '#intl';
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

const scopes = ['all', 'categories'] as const;

/** Every piece, or the pieces of some categories (and the categories beneath them). */
export function CategoryChoices({ appliesTo, chosen, options, error }: Props) {
  const t = useTranslations('admin.discounts.form');
  const [scope, setScope] = useState<DiscountScope>(appliesTo);
  const choosing = scope === 'categories';
  return (
    <div>
      <ChoiceGroup
        type="radio"
        name="appliesTo"
        legend={t('scope')}
        look="box"
        choices={scopes.map((value) => ({ value, label: t(value) }))}
        value={scope}
        onChange={setScope}
        hint={choosing ? t('categoriesHint') : undefined}
        error={error}
      />
      <CategoryCheckboxes
        legend={t('categoriesLegend')}
        legendHidden
        choices={options}
        chosen={chosen}
        height="max-h-72"
        className={choosing ? 'mt-3' : 'hidden'}
      />
    </div>
  );
}
