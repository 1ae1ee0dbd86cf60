import type { ProductWithVariants, VariantLookup } from './types';

type Lookups = { variants: VariantLookup; summaries: ProductWithVariants };

/**
 * From the browser: GET /api/v1/product/variants or /summaries for `ids` (at most
 * clientLimits.lookupIds), in the order asked, unknown ones left out.
 */
export async function fetchByIds<K extends keyof Lookups>(
  lookup: K,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Lookups[K][]> {
  const response = await fetch(`/api/v1/product/${lookup}?ids=${ids.join(',')}`, { signal });
  if (!response.ok) throw new Error(`The ${lookup} lookup answered ${response.status}`);
  return (await response.json()) as Lookups[K][];
}
