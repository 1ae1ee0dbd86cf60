import type { Locale } from '@/i18n/routing';
import type { ProductWithVariants, VariantLookup } from './types';

type Lookups = { variants: VariantLookup; summaries: ProductWithVariants };

/**
 * From the browser: GET /api/v1/product/variants or /summaries for `ids` (at most
 * clientLimits.lookupIds), in the order asked, unknown ones left out, named in `locale`
 * (English when not given: the address stays the one English pages always asked).
 */
export async function fetchByIds<K extends keyof Lookups>(
  lookup: K,
  ids: readonly number[],
  signal?: AbortSignal,
  locale: Locale = 'en',
): Promise<Lookups[K][]> {
  const language = locale === 'en' ? '' : `&locale=${locale}`;
  const response = await fetch(`/api/v1/product/${lookup}?ids=${ids.join(',')}${language}`, {
    signal,
  });
  if (!response.ok) throw new Error(`The ${lookup} lookup answered ${response.status}`);
  return (await response.json()) as Lookups[K][];
}
