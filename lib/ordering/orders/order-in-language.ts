import 'server-only';
import { and, inArray, isNotNull, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localized, variantWord, getVariantWords } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { contentLocale } from '@/lib/i18n/content-locale';
import { regionName } from '@/lib/i18n/region-names';
import type { Order } from './types';

/** The Bangla names of the products of these variants, where staff wrote one. */
async function banglaNames(variantIds: number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: variants.id, nameBn: products.nameBn })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, variantIds), isNotNull(products.nameBn)));
  return new Map(rows.map((row) => [row.id, row.nameBn!]));
}

/**
 * An order as a page in `locale` shows it (the confirmation, the tracked order, the account's
 * order): on a Bangla page each piece's product name in Bangla where it has one, its size and
 * colour in the Size and Colour values' Bangla names, the district and division in Bangla.
 * What the order stores (English, as it was placed) is not changed; English pages get the
 * order as it is.
 */
export async function orderInLanguage(order: Order, locale?: Locale): Promise<Order> {
  const language = await contentLocale(locale);
  if (language === 'en') return order;
  const ids = order.items.flatMap((item) => (item.id === null ? [] : [item.id]));
  const [names, words] = await Promise.all([banglaNames(ids), getVariantWords(language)]);
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      name: item.id === null ? item.name : localized(language, item.name, names.get(item.id)),
      size: variantWord(words, 'size', item.size),
      colour: variantWord(words, 'colour', item.colour),
    })),
    address: {
      ...order.address,
      district: regionName(order.address.district, language),
      division: regionName(order.address.division, language),
    },
  };
}
