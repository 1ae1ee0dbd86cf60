import { useTranslations } from 'next-intl';
import type { ListingState } from '@/lib/catalogue';
import { ChevronDownIcon } from '@/components/ui/icons';
import { listingDomIds } from './listing-dom-ids';
import { Options } from '@/components/ui/form/options';

type SortOption = {
  value: string;
  label: 'sortRelevance' | 'sortNewest' | 'sortPriceAsc' | 'sortPriceDesc';
};

/** The orderings shoppers choose from; a search is ranked by relevance unless told otherwise. */
function sortOptions(search: boolean): SortOption[] {
  const newest: SortOption[] = search ? [{ value: '-created_at', label: 'sortNewest' }] : [];
  return [
    { value: '', label: search ? 'sortRelevance' : 'sortNewest' },
    ...newest,
    { value: 'price', label: 'sortPriceAsc' },
    { value: '-price', label: 'sortPriceDesc' },
  ];
}

/** Part of the filter form (by its form attribute), though it sits above the grid. */
export function SortSelect({
  path,
  state,
  search,
}: {
  path: string;
  state: ListingState;
  search: boolean;
}) {
  const t = useTranslations('listing');
  const ids = listingDomIds(path, state);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={ids.sort} className="text-ink-muted text-xs tracking-[0.2em] uppercase">
        {t('sort')}
      </label>
      <div className="relative">
        {/* Keyed by the ordering: React leaves a select's default alone when its defaultValue
            changes, and the listing resets fields to their defaults after each navigation. */}
        <select
          key={state.ordering ?? ''}
          id={ids.sort}
          name="ordering"
          form={ids.form}
          defaultValue={state.ordering ?? ''}
          className="text-ink focus:border-ink appearance-none border border-stone-300 bg-white py-2 pr-9 pl-3 text-sm outline-none"
        >
          <Options
            items={sortOptions(search)}
            value={(option) => option.value}
            label={(option) => t(option.label)}
          />
        </select>
        <ChevronDownIcon
          width={16}
          height={16}
          className="text-ink-muted pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2"
        />
      </div>
      <noscript>
        <button
          type="submit"
          form={ids.form}
          className="border-ink border px-3 py-2 text-xs tracking-[0.2em] uppercase"
        >
          {t('go')}
        </button>
      </noscript>
    </div>
  );
}
