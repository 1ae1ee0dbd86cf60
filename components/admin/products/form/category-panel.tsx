'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { SelectField } from '@/components/account/form-field';
import type { ProductFormOptions } from '@/lib/catalogue/admin';
import { indentedName, occasionsOf } from './category-occasions';
import { fieldId } from './field-names';
import { FormPanel } from './form-panel';
import { Options } from '@/components/ui/form/options';

type Props = { options: ProductFormOptions; categoryId: number | undefined; error?: string };

/** The product's category, and the occasions that follow from it (read-only here). */
export function CategoryPanel({ options, categoryId, error }: Props) {
  const t = useTranslations('admin.products.editor');
  const choiceT = useTranslations('admin.products.category');
  const [chosen, setChosen] = useState(categoryId);
  const occasions = occasionsOf(options, chosen);
  return (
    <FormPanel legend={t('categoryPanel')}>
      <SelectField
        id={fieldId('categoryId')}
        name="categoryId"
        label={t('category')}
        defaultValue={categoryId ?? ''}
        error={error}
        required
        onChange={(event) => setChosen(Number(event.target.value) || undefined)}
      >
        <option value="" disabled>
          {t('chooseCategory')}
        </option>
        <Options
          items={options.categories}
          value={(category) => category.id}
          label={(category) => indentedName(category, choiceT)}
        />
      </SelectField>
      <div>
        <p className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">{t('occasions')}</p>
        <p className="text-ink text-sm" aria-live="polite">
          {chosen === undefined
            ? t('occasionsUnknown')
            : occasions.length > 0
              ? t('shownUnder', { occasions: occasions.join(', ') })
              : t('inNoOccasion')}
        </p>
        <p className="text-ink-muted mt-1 text-xs">{t('occasionsFollow')}</p>
      </div>
    </FormPanel>
  );
}
