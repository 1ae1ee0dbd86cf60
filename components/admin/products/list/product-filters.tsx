import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { Button, ButtonLink } from '@/components/ui/button';
import type { CategoryOption } from '@/lib/catalogue/admin';
import {
  adminProductPageSize,
  adminProductSorts,
  productStatuses,
  stockStates,
  type AdminProductQuery,
} from '@/lib/catalogue/admin';
import { indentedName } from '../form/category-occasions';
import { sortLabels, statusLabels, stockLabels } from '../labels';
import { adminRoutes } from '@/lib/identity/client';

type ChoiceProps = {
  name: string;
  label: string;
  value: string | undefined;
  choices: (readonly [value: string, label: string])[];
  className?: string;
};

/** A select of fixed choices, the current one chosen. */
export function ChoiceField({ name, label, value, choices, className }: ChoiceProps) {
  return (
    <SelectField name={name} label={label} defaultValue={value ?? ''} className={className}>
      {choices.map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

type Props = { query: AdminProductQuery; categories: CategoryOption[]; filtered: boolean };

/**
 * Search, filters and sort as a plain GET form: it works without JavaScript, and every
 * choice lives in the address, to bookmark or share.
 */
export function ProductFilters({ query, categories, filtered }: Props) {
  const t = useTranslations('admin.products.filters');
  const choiceT = useTranslations('admin.products.category');
  return (
    <form
      method="get"
      action={adminRoutes.products.list()}
      role="search"
      aria-label={t('label')}
      className="mb-6 border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <TextField
          name="q"
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={query.q ?? ''}
          className="col-span-2 lg:col-span-3 xl:col-span-1"
          enterKeyHint="search"
        />
        <SelectField
          name="category"
          label={t('category')}
          defaultValue={query.category ?? ''}
          className="col-span-2 lg:col-span-3 xl:col-span-1"
        >
          <option value="">{t('allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {indentedName(category, choiceT)}
            </option>
          ))}
        </SelectField>
        <ChoiceField
          name="status"
          label={t('status')}
          value={query.status}
          choices={[
            ['', t('anyStatus')],
            ...productStatuses.map((s) => [s, statusLabels[s]] as const),
          ]}
          className="lg:col-span-2 xl:col-span-1"
        />
        <ChoiceField
          name="stock"
          label={t('stock')}
          value={query.stock}
          choices={[['', t('anyStock')], ...stockStates.map((s) => [s, stockLabels[s]] as const)]}
          className="lg:col-span-2 xl:col-span-1"
        />
        <ChoiceField
          name="sort"
          label={t('sort')}
          value={query.sort}
          choices={adminProductSorts.map((sort) => [sort, sortLabels[sort]] as const)}
          className="col-span-2 lg:col-span-2 xl:col-span-1"
        />
      </div>
      {query.page_size !== adminProductPageSize && (
        <input type="hidden" name="page_size" value={query.page_size} />
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" className="w-full sm:w-auto">
          {t('show')}
        </Button>
        {filtered && (
          <ButtonLink href={adminRoutes.products.list()} variant="quiet">
            {t('clear')}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
