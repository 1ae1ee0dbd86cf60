'use client';

import { useQuery } from '@tanstack/react-query';
import { catalogue, timing } from '@/lib/config';
import type { ProductSummary } from '@/lib/catalog/types';
import { useDebouncedValue } from './use-debounced-value';

type ProductPage = { count: number; results: ProductSummary[] };

/** The search preview of store-spec.md section 7, with the wait of decisions.md 6. */
export function previewUrl(text: string): string {
  const query = new URLSearchParams({
    is_active: 'true',
    page: '1',
    page_size: String(catalogue.searchPreviewSize),
    keyward: text,
    parentCategory: '',
    attribute: '',
    tag: '',
  });
  return `/api/v1/product/all?${query}`;
}

export function useSearchPreview(text: string) {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, timing.searchPreviewDelayMs);
  const enabled = debounced.length >= timing.searchPreviewMinLength;
  const query = useQuery({
    queryKey: ['search-preview', debounced],
    enabled,
    queryFn: async ({ signal }): Promise<ProductPage> => {
      const response = await fetch(previewUrl(debounced), { signal });
      if (!response.ok) throw new Error(`The search answered ${response.status}`);
      return response.json();
    },
  });
  const waiting = trimmed.length >= timing.searchPreviewMinLength && trimmed !== debounced;
  return { ...query, enabled, loading: waiting || (enabled && query.isFetching && !query.data) };
}
