import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, productStyles, variants, type ProductStatus } from '@/lib/db/schema';
import type { ProductAgeGroup, ProductGender } from '@/lib/db/values/products';
import { readTogether } from '@/lib/db/read-together';

export type VariantState = {
  id: number;
  sku: string;
  size: string;
  colour: string;
  price: number;
  stock: number;
  lowStockThreshold: number | null;
  position: number;
};

/**
 * A product as the staff edit it: what the form shows, what an audit entry records before
 * and after, and what a CSV row is compared with.
 */
export type ProductState = {
  id: number;
  slug: string;
  name: string;
  /** The Bangla twins; null: the storefront shows the English. */
  nameBn: string | null;
  descriptionBn: string | null;
  /** products.sku, or the style code in products.title for products that have none yet. */
  sku: string;
  description: string;
  care: string;
  careBn: string | null;
  categoryId: number;
  status: ProductStatus;
  isNewArrival: boolean;
  isFeatured: boolean;
  madeToMeasure: boolean;
  leadTimeDays: number | null;
  version: number;
  /** Sorted; read from the arrays the link triggers keep (drizzle/0005). */
  attributeValueIds: number[];
  tagIds: number[];
  /** The style group's code (product_styles), or null for a piece in no group. */
  styleCode: string | null;
  /** What the feeds say of it; null: not said. */
  gender: ProductGender | null;
  ageGroup: ProductAgeGroup | null;
  material: string | null;
  googleCategory: string | null;
  variants: VariantState[];
};

/** The SKU the staff see: a product's own, or its style code (products.title) until it has one. */
export const effectiveSku = sql<string>`coalesce(${products.sku}, ${products.title})`;

export async function readProductStates(
  db: Database,
  ids: number[],
): Promise<Map<number, ProductState>> {
  const states = new Map<number, ProductState>();
  if (ids.length === 0) return states;
  const [rows, variantRows] = await readTogether(
    db,
    () =>
      db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          nameBn: products.nameBn,
          descriptionBn: products.descriptionBn,
          sku: effectiveSku,
          description: products.description,
          care: products.care,
          careBn: products.careBn,
          categoryId: products.mainCategoryId,
          status: products.status,
          isNewArrival: products.isNewArrival,
          isFeatured: products.isFeatured,
          madeToMeasure: products.madeToMeasure,
          leadTimeDays: products.leadTimeDays,
          version: products.version,
          attributeValueIds: products.attributeValueIds,
          tagIds: products.tagIds,
          styleCode: productStyles.code,
          gender: products.gender,
          ageGroup: products.ageGroup,
          material: products.material,
          googleCategory: products.googleCategory,
        })
        .from(products)
        .leftJoin(productStyles, eq(productStyles.productId, products.id))
        .where(inArray(products.id, ids)),
    () =>
      db
        .select()
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)),
  );
  for (const row of rows) states.set(row.id, { ...row, variants: [] });
  for (const { productId, ...variant } of variantRows)
    states.get(productId)?.variants.push(variant);
  return states;
}
