'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from '#intl';
import type { Locale } from '@/i18n/routing';
import { catalogue, timing } from '@/lib/config';
import type { ProductSummary } from '@/lib/catalogue';

type ProductPage = { count: number; results: ProductSummary[] };

/** The search preview of docs/store-spec.md section 7, with the wait of docs/decisions.md 6. */
export function previewUrl(text: string, locale: Locale = 'en'): string {
  const query = new URLSearchParams({
    is_active: 'true',
    page: '1',
    page_size: String(catalogue.searchPreviewSize),
    keyward: text,
    parentCategory: '',
    attribute: '',
    tag: '',
  });
  // English asks what it always asked (the same cached answer); Bangla names its language.
  if (locale !== 'en') query.set('locale', locale);
  return `/api/v1/product/all?${query}`;
}

/** `settled` is the text once typing has paused (the dialog debounces it, see SearchDialog). */
export function useSearchPreview(text: string, settled: string) {
  const locale = useLocale();
  const trimmed = text.trim();
  const enabled = settled.length >= timing.searchPreviewMinLength;
  const query = useQuery({
    queryKey: ['search-preview', locale, settled],
    enabled,
    queryFn: async ({ signal }): Promise<ProductPage> => {
      const response = await fetch(previewUrl(settled, locale), { signal });
      if (!response.ok) throw new Error(`The search answered ${response.status}`);
      return response.json();
    },
  });
  const waiting = trimmed.length >= timing.searchPreviewMinLength && trimmed !== settled;
  return { ...query, enabled, loading: waiting || (enabled && query.isFetching && !query.data) };
}
