import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import {
  emptyListingState,
  isFiltered,
  type ListingState,
  listingPath,
  listingHref,
  type SubCategoryOption,
  type Facets,
  type FacetCount,
} from '@/lib/catalogue';
import { localeDigits } from '@/lib/i18n/digits';
import { localisedPath } from '@/lib/i18n/locale-path';
import { PriceRange } from './price-range';
import { listingDomIds } from './listing-dom-ids';

type FilterPanelProps = {
  path: string;
  state: ListingState;
  facets: Facets;
  subCategories: SubCategoryOption[];
};

const groupClass = 'border-b border-stone-200 py-5';
const summaryClass =
  'text-ink flex cursor-pointer list-none items-center justify-between text-xs tracking-[0.2em] uppercase [&::-webkit-details-marker]:hidden';
const optionClass = 'filter-option';
const boxClass = 'accent-ink h-4 w-4 shrink-0';

/** Attribute sizes and colours open by default; longer lists stay folded unless in use. */
const openByDefault = new Set(['size', 'colour']);

function Group({
  title,
  open,
  children,
}: {
  title: string;
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className={`group/filter ${groupClass}`}>
      <summary className={summaryClass}>
        {title}
        <span aria-hidden="true" className="text-primary-700 text-base group-open/filter:rotate-45">
          +
        </span>
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Count({ value }: { value: number }) {
  const locale = useLocale();
  return <span className="filter-count">{localeDigits(String(value), locale)}</span>;
}

function Checkboxes({
  name,
  values,
  chosen,
}: {
  name: string;
  values: FacetCount[];
  chosen: string[];
}) {
  // A chosen value stays listed even when nothing else matches it now.
  const listed = [
    ...values,
    ...chosen
      .filter((slug) => !values.some((value) => value.slug === slug))
      .map((slug): FacetCount => ({ id: 0, name: slug, slug, count: 0 })),
  ];
  return (
    <ul>
      {listed.map((value) => (
        <li key={value.slug}>
          <label className={optionClass}>
            <input
              type="checkbox"
              name={name}
              value={value.slug}
              defaultChecked={chosen.includes(value.slug)}
              className={boxClass}
            />
            {value.swatch && (
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 rounded-full border border-stone-300"
                style={{ backgroundColor: value.swatch }}
                data-swatch={value.swatch}
              />
            )}
            {value.name}
            <Count value={value.count} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The listing's filters: a plain GET form (ListingController makes it instant). */
export function FilterPanel({ path, state, facets, subCategories }: FilterPanelProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const chosenCategory = state.parentCategory ?? '';
  return (
    <form
      id={listingDomIds(path, state).form}
      data-listing-form={path}
      method="get"
      // A browser's restored fields would pass for choices she made before the page was
      // live (ListingController applies those); the URL already keeps what she applied.
      autoComplete="off"
      // Without JavaScript the form submits to the page in its own language.
      action={localisedPath(locale, listingPath(path, '?'))}
      aria-label={t('filters')}
    >
      {subCategories.length > 0 && (
        <Group title={t('category')} open>
          <ul>
            {[{ slug: '', name: t('all'), count: 0, depth: 0 }, ...subCategories].map((option) => (
              <li key={option.slug || 'all'} style={{ paddingLeft: `${option.depth * 0.9}rem` }}>
                <label className={optionClass}>
                  <input
                    type="radio"
                    name="parentCategory"
                    value={option.slug}
                    defaultChecked={option.slug === chosenCategory}
                    className={boxClass}
                  />
                  {option.name}
                  {option.slug && <Count value={option.count} />}
                </label>
              </li>
            ))}
          </ul>
        </Group>
      )}
      <Group title={t('price')} open>
        <PriceRange state={state} facets={facets} />
      </Group>
      {facets.attributes.map((attribute) => (
        <Group
          key={attribute.slug}
          title={attribute.name}
          open={
            openByDefault.has(attribute.slug) ||
            attribute.values.some((value) => state.attribute.includes(value.slug))
          }
        >
          <Checkboxes
            name="attribute"
            values={attribute.values}
            chosen={state.attribute.filter((slug) => slug.startsWith(`${attribute.slug}-`))}
          />
        </Group>
      ))}
      {facets.tags.length > 0 && (
        <Group title={t('collections')} open={state.tagslug.length > 0}>
          <Checkboxes name="tagslug" values={facets.tags} chosen={state.tagslug} />
        </Group>
      )}
      <div className="flex items-center justify-between gap-4 pt-6">
        <noscript>
          <button
            type="submit"
            className="bg-ink hover:bg-primary-800 px-6 py-3 text-xs tracking-[0.2em] text-white uppercase"
          >
            {t('apply')}
          </button>
        </noscript>
        {isFiltered(state) && (
          <LocalisedLink
            href={listingHref(path, { ...emptyListingState, ordering: state.ordering })}
            className="text-ink-soft hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
          >
            {t('clearAll')}
          </LocalisedLink>
        )}
      </div>
    </form>
  );
}
