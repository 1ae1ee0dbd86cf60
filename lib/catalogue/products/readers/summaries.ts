import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/cache/settled';
import { cacheProfiles } from '@/lib/cache-tags';
import { productIdsSchema, readerLocaleSchema } from '@/lib/catalogue/schemas/cached-readers';
import { summariesByIds } from '../summaries-by-ids';
import type { ProductWithVariants } from '../types';
import { readerTags } from './reader-tags';
import { refuse } from './refuse';

const summaryArguments = z.tuple([productIdsSchema, readerLocaleSchema]);

/** Published products' cards and variants by id (a wishlist; GET /api/v1/product/summaries). */
export async function readSummaries(
  ids: number[],
  locale: Locale,
): Promise<Settled<ProductWithVariants[]>> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  const checked = checkArguments(summaryArguments, [ids, locale]);
  if (!checked.ok) return refuse(checked);
  const [productIds, language] = checked.value;
  cacheTag(...readerTags.summaries(productIds));
  return settle(() => summariesByIds(productIds, language));
}

/** `locale` is part of the cache key: each language's cards are kept apart. */
export async function publicSummaries(ids: number[], locale: Locale = 'en') {
  return unwrap(await readSummaries(ids, locale));
}
