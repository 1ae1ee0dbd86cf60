import type { Metadata } from 'next';
import { store } from '@/lib/config';

type OpenGraph = NonNullable<Metadata['openGraph']>;

/**
 * Next replaces a parent's openGraph instead of merging it, so every page starts from
 * these shared fields.
 */
export function openGraph(fields: OpenGraph): OpenGraph {
  return { siteName: store.name, locale: 'en_BD', type: 'website', ...fields };
}
