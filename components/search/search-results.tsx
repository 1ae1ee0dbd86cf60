'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import type { Locale } from '@/i18n/routing';
import { timing } from '@/lib/client-config';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { resultStop } from './move-through-results';
import { useSearchPreview } from './use-search-preview';

type SearchResultsProps = { text: string; settled: string; onNavigate: () => void };

/** A piece's price in the page's digits: one amount, or its range until a variant is chosen. */
function priceText(min: number | null, max: number | null, locale: Locale, onRequest: string) {
  if (min === null || max === null) return onRequest;
  const low = formatBDT(min, locale);
  return min === max ? low : `${low} – ${formatBDT(max, locale)}`;
}

/** The preview panel under the search box: shown while there is text, live after 3 letters. */
export function SearchResults({ text, settled, onNavigate }: SearchResultsProps) {
  const t = useTranslations('search');
  const locale = useLocale();
  const { enabled, loading, data, isError } = useSearchPreview(text, settled);
  const tooShort = text.trim().length < timing.searchPreviewMinLength;

  return (
    <section
      aria-label={t('results')}
      aria-live="polite"
      aria-busy={loading}
      className="max-h-[55vh] overflow-y-auto px-5 py-4 sm:px-8"
    >
      {tooShort ? (
        <p className="text-ink-muted py-6 text-sm">
          {t('tooShort', {
            count: timing.searchPreviewMinLength,
            n: localeDigits(String(timing.searchPreviewMinLength), locale),
          })}
        </p>
      ) : loading ? (
        <p className="text-ink-muted py-6 text-sm">{t('searching')}</p>
      ) : isError ? (
        <p className="py-6 text-sm text-red-800">{t('unavailable')}</p>
      ) : enabled && data && data.results.length === 0 ? (
        <p className="text-ink-muted py-6 text-sm">{t('noMatch', { text: text.trim() })}</p>
      ) : data ? (
        <>
          <p className="text-ink-muted pb-2 text-xs tracking-[0.2em] uppercase">
            {t('count', { count: data.count, n: localeDigits(String(data.count), locale) })}
          </p>
          <ul className="divide-y divide-stone-100">
            {data.results.map((product) => (
              <li key={product.id}>
                <LocalisedLink
                  href={`/product/${product.slug}`}
                  onClick={onNavigate}
                  {...resultStop}
                  className="hover:bg-ivory focus-visible:bg-ivory flex items-center gap-4 py-3 transition-colors"
                >
                  <Image
                    src={product.image[0]!.photo}
                    alt=""
                    width={56}
                    height={70}
                    sizes="56px"
                    className="bg-ivory h-[70px] w-14 flex-none object-cover"
                  />
                  {/* The name wraps rather than being cut short by the price: on a phone
                      the price goes under it, beside it from sm up. */}
                  <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                    <span className="min-w-0 flex-1">
                      <span className="text-ink block text-sm break-words">{product.name}</span>
                      <span className="text-ink-muted block text-xs">
                        {product.title} · {product.main_category}
                      </span>
                    </span>
                    <span className="text-ink text-sm tabular-nums sm:whitespace-nowrap">
                      {priceText(product.min_price, product.max_price, locale, t('priceOnRequest'))}
                    </span>
                  </span>
                </LocalisedLink>
              </li>
            ))}
          </ul>
          <LocalisedLink
            href={`/search/${encodeURIComponent(text.trim())}`}
            onClick={onNavigate}
            {...resultStop}
            className="border-ink text-ink hover:bg-ink mt-4 mb-2 flex h-12 items-center justify-center border px-6 text-xs tracking-[0.2em] uppercase transition-colors hover:text-white"
          >
            {t('seeAll', { count: data.count, n: localeDigits(String(data.count), locale) })}
          </LocalisedLink>
        </>
      ) : null}
    </section>
  );
}
