import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/cache/settled';
import { cacheProfiles } from '@/lib/cache-tags';
import { productKeySchema, readerLocaleSchema } from '@/lib/catalogue/schemas/cached-readers';
import { getProduct, type ProductKey } from '../get-product';
import type { ProductDetail } from '../types';
import { readerTags } from './reader-tags';
import { refuse } from './refuse';

const productArguments = z.tuple([productKeySchema, readerLocaleSchema.optional()]);

/**
 * One published product with its stock, related pieces and style group, as its page, its
 * link preview and GET /api/v1/product/shopitems(byid) show it. Without `locale`, in the
 * page's own language.
 */
export async function readProduct(
  key: ProductKey,
  locale?: Locale,
): Promise<Settled<ProductDetail>> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  const checked = checkArguments(productArguments, [key, locale]);
  if (!checked.ok) return refuse(checked);
  const [productKey, language] = checked.value;
  const answer = await settle(() => getProduct(productKey, null, language));
  cacheTag(...(answer.ok ? readerTags.product(answer.value) : readerTags.missingProduct));
  return answer;
}

/** The product page's answer: null for a slug that shows nothing (a 404). */
export async function findProduct(slug: string): Promise<ProductDetail | null> {
  const answer = await readProduct({ slug });
  return answer.ok ? answer.value : null;
}

/** The API's answer: a refusal is thrown here, outside the cache, for the route's wrapper. */
export async function publicProduct(key: ProductKey, locale: Locale = 'en') {
  return unwrap(await readProduct(key, locale));
}
