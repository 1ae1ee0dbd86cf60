import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { localizedColumn } from './localized-text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { inAskedOrder } from './in-asked-order';
import { productImagesOf } from './summary-fields';
import { toProductImages } from './to-product-summary';
import type { VariantLookup } from './types';

/**
 * The variants of `ids` as a cart line shows them, with their price and stock now
 * (GET /api/v1/product/variants). Unknown ids are left out, and so are the variants of
 * inactive products, except for staff, who see them with `active: false`.
 */
export async function variantsByIds(
  ids: number[],
  viewer: Viewer | null = null,
  locale?: Locale,
): Promise<VariantLookup[]> {
  const db = getDb();
  const language = await contentLocale(locale);
  const rows = await db
    .select({
      id: variants.id,
      product_id: variants.productId,
      slug: products.slug,
      name: localizedColumn(language, products.name, products.nameBn),
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      price: variants.price,
      stock: variants.stock,
      active: products.isActive,
      lead_time_days: sql<
        number | null
      >`CASE WHEN ${products.madeToMeasure} THEN ${products.leadTimeDays} END`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        inArray(variants.id, ids),
        viewer?.isStaff === true ? undefined : eq(products.isActive, true),
      ),
    );
  const images = await productImagesOf(db, [...new Set(rows.map((row) => row.product_id))]);
  const found = rows.map((row) => ({
    ...row,
    in_stock: row.stock > 0,
    image: toProductImages(images.get(row.product_id) ?? [], row.name)[0]!.photo,
  }));
  return inAskedOrder(ids, found);
}
