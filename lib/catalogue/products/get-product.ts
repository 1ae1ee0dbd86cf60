import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { kindsOf } from '@/lib/catalogue/schemas/measurement-kinds';
import { categoryBreadcrumbs } from './breadcrumbs';
import { CatalogNotFoundError } from './errors';
import { productAttributes, productTagList, productVariants } from './product-parts';
import { relatedProducts } from './related-products';
import { styleColours } from './style-colours';
import { productImagesOf, summaryFields } from './summary-fields';
import { toProductSummary } from './to-product-summary';
import type { ProductDetail } from './types';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { localized } from './localized-text';

export type ProductKey = { slug: string } | { id: number };

/**
 * One product with everything its page shows (GET /api/v1/product/shopitems/?slug= and
 * /shopitemsbyid/{id}). Inactive products exist only for staff: a 404 for anyone else.
 */
export async function getProduct(
  key: ProductKey,
  viewer: Viewer | null = null,
  locale?: Locale,
): Promise<ProductDetail> {
  const db = getDb();
  const language = await contentLocale(locale);
  const includeHidden = viewer?.isStaff === true;
  const [row] = await db
    .select({
      ...summaryFields,
      description: products.description,
      descriptionBn: products.descriptionBn,
      care: products.care,
      careBn: products.careBn,
      mainCategoryId: products.mainCategoryId,
      madeToMeasure: products.madeToMeasure,
      leadTimeDays: products.leadTimeDays,
      measurementFields: categories.measurementFields,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(
      and(
        'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id),
        includeHidden ? undefined : eq(products.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw new CatalogNotFoundError('product_not_found', 'There is no such product.');
  const [images, variants, attributes, tags, breadcrumbs, related, colours] = await Promise.all([
    productImagesOf(db, [row.id]),
    productVariants(db, row.id),
    productAttributes(db, row.id, language),
    productTagList(db, row.id, language),
    categoryBreadcrumbs(db, row.mainCategoryId, { includeHidden, locale: language }),
    relatedProducts(db, row, language),
    styleColours(db, row.id, language),
  ]);
  const summary = toProductSummary(row, images.get(row.id) ?? [], language);
  return {
    ...summary,
    description: localized(language, row.description, row.descriptionBn),
    care: localized(language, row.care, row.careBn),
    main_category_id: row.mainCategoryId,
    made_to_measure: row.madeToMeasure,
    lead_time_days: row.madeToMeasure ? row.leadTimeDays : null,
    measurement_fields: row.madeToMeasure ? kindsOf(row.measurementFields) : [],
    images: summary.image,
    variants,
    attributes,
    tags,
    breadcrumbs,
    related,
    colours,
  };
}
