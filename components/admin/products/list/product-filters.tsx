import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/account/form-field';
import { ChoiceField, ListFilters } from '@/components/admin/list/list-filters';
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
import { Options } from '@/components/ui/form/options';

type Props = { query: AdminProductQuery; categories: CategoryOption[]; filtered: boolean };

/** The product list's search, filters and sort (ListFilters). */
export function ProductFilters({ query, categories, filtered }: Props) {
  const t = useTranslations('admin.products.filters');
  const choiceT = useTranslations('admin.products.category');
  return (
    <ListFilters
      action={adminRoutes.products.list()}
      namespace="admin.products.filters"
      search={query.q}
      gridClassName="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]"
      searchClassName="col-span-2 lg:col-span-3 xl:col-span-1"
      filtered={filtered}
      hidden={
        query.page_size !== adminProductPageSize && (
          <input type="hidden" name="page_size" value={query.page_size} />
        )
      }
    >
      <SelectField
        name="category"
        label={t('category')}
        defaultValue={query.category ?? ''}
        className="col-span-2 lg:col-span-3 xl:col-span-1"
      >
        <Options
          items={categories}
          value={(category) => category.slug}
          label={(category) => indentedName(category, choiceT)}
          none={t('allCategories')}
        />
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
    </ListFilters>
  );
}
