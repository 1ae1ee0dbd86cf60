import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { JsonLdScript } from '@/components/catalog/json-ld';
import { catalogue } from '@/lib/config';
import {
  emptyListingState,
  isFiltered,
  type ListingState,
  listingHref,
  type ListingResult,
  type SubCategoryOption,
} from '@/lib/catalogue';
import { localeDigits } from '@/lib/i18n/digits';
import { itemListJsonLd, type Crumb, siteUrl } from '@/lib/content';
import { ActiveFilters } from './active-filters';
import { EmptyState } from './empty-state';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { listingDomIds } from './listing-dom-ids';
import { ListingController } from './listing-controller';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

export type ListingViewProps = {
  /** The page's own path (encoded), where the filter form submits. */
  path: string;
  eyebrow: string;
  title: string;
  intro?: string;
  crumbs: Crumb[];
  state: ListingState;
  result: Exclude<ListingResult, { status: 'not_found' | 'unknown_scope' }>;
  subCategories: SubCategoryOption[];
  /** The listing's scope as a query of GET /api/v1/product/count (the drawer's count). */
  countScope: string;
  /** Search results are ranked by relevance and counted as results. */
  isSearch?: boolean;
  empty: { title: string; message: string; suggestions?: React.ReactNode };
};

/** The template of every listing: heading, filters, sort, grid, pages and structured data. */
export function ListingView(props: ListingViewProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const { path, state, result, subCategories, isSearch = false } = props;
  const page = result.status === 'ok' ? result.page : null;
  const count = page?.count ?? 0;
  const filtered = isFiltered(state);
  const ids = listingDomIds(path, state);
  // The filters and the chips of those chosen read the same listing.
  const filters = { path, state, facets: result.facets, subCategories };
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6 sm:pt-8 lg:px-10">
      <Breadcrumbs crumbs={props.crumbs} />
      <header className="mx-auto max-w-3xl pt-10 pb-10 text-center sm:pt-14 sm:pb-14">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{props.eyebrow}</p>
        <h1 className="text-ink mt-4 text-4xl font-light tracking-wide break-words sm:text-5xl">
          {props.title}
        </h1>
        {props.intro && <p className="text-ink-soft mt-5 text-lg leading-relaxed">{props.intro}</p>}
      </header>
      {count === 0 && !filtered ? (
        // Nothing to narrow or sort: no controls, just the way on.
        <EmptyState title={props.empty.title} message={props.empty.message}>
          {props.empty.suggestions}
        </EmptyState>
      ) : (
        <ListingController address={listingHref(path, state)}>
          <div className="lg:grid lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-12">
            <div className="lg:self-start">
              {/* Before the filters, so the grid is one key away at every width. */}
              <a
                href={`#${ids.products}`}
                className="text-ink sr-only block bg-white py-3 text-xs tracking-[0.2em] uppercase focus:not-sr-only"
              >
                {t('skipToProducts')}
              </a>
              <FilterDrawer
                formId={ids.form}
                countScope={props.countScope}
                count={count}
                filtered={filtered}
              >
                <FilterPanel {...filters} />
              </FilterDrawer>
            </div>
            <div className="pt-6 lg:pt-0">
              <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
                <p role="status" className="text-ink-soft text-sm">
                  {t(isSearch ? 'results' : 'pieces', {
                    count,
                    n: localeDigits(String(count), locale),
                  })}
                </p>
                <SortSelect path={path} state={state} search={isSearch} />
              </div>
              <ActiveFilters {...filters} />
              {page && page.results.length > 0 ? (
                <>
                  <ProductGrid
                    products={page.results}
                    label={props.title}
                    path={path}
                    state={state}
                  />
                  <Pagination
                    path={path}
                    state={state}
                    lastPage={Math.ceil(page.count / catalogue.pageSize)}
                  />
                  <JsonLdScript
                    data={itemListJsonLd(
                      page.results,
                      (state.page - 1) * catalogue.pageSize + 1,
                      siteUrl,
                      locale,
                    )}
                  />
                </>
              ) : (
                <EmptyState
                  title={props.empty.title}
                  message={props.empty.message}
                  clearHref={listingHref(path, { ...emptyListingState, ordering: state.ordering })}
                >
                  {props.empty.suggestions}
                </EmptyState>
              )}
            </div>
          </div>
        </ListingController>
      )}
    </div>
  );
}
