import { useLocale, useTranslations } from 'next-intl';
import type { ListingState, Facets } from '@/lib/catalogue';
import { formatBDT } from '@/lib/format/money';

function PriceInput(props: { label: string; name: string; value?: number; hint: number | null }) {
  return (
    <label className="text-ink-muted flex-1 text-xs">
      {props.label}
      <input
        type="number"
        name={props.name}
        inputMode="numeric"
        min={0}
        step={100}
        defaultValue={props.value}
        placeholder={props.hint === null ? '' : String(Math.round(props.hint))}
        className="focus:border-ink mt-1 w-full border border-stone-300 bg-white px-3 py-2 text-sm tabular-nums outline-none"
      />
    </label>
  );
}

/**
 * From and to, in BDT, with the span of the current selection as a hint. The two are one
 * choice (`data-price-range`): ListingController applies them when focus leaves the pair
 * or on Enter, not as each one changes, so a page arriving between them drops neither.
 */
export function PriceRange({ state, facets }: { state: ListingState; facets: Facets }) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const { min, max } = facets.price;
  return (
    <div data-price-range="">
      <div className="flex items-end gap-3">
        <PriceInput label={t('priceFrom')} name="lowrange" value={state.lowrange} hint={min} />
        <span aria-hidden="true" className="text-ink-muted pb-2">
          –
        </span>
        <PriceInput label={t('priceTo')} name="heighrange" value={state.heighrange} hint={max} />
      </div>
      {min !== null && max !== null && (
        <p className="text-ink-muted mt-2 text-xs">
          {t('priceSpan', { min: formatBDT(min, locale), max: formatBDT(max, locale) })}
        </p>
      )}
    </div>
  );
}
