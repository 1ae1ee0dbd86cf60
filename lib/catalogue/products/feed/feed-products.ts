import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getDb, type Database } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  categories,
  productAttributeValues,
  products,
} from '@/lib/db/schema';
import type { ProductAgeGroup, ProductGender } from '../values';
import { productVariantsOf } from '../product-parts';
import { productImagesOf } from '../summary-fields';
import { placeholderImagePath } from '../to-product-summary';
import type { ProductDetail } from '../types';

/** The attribute whose values name a piece's fabric, when its own material is not set. */
export const fabricAttributeSlug = 'fabric';

/** One published product as the shopping feeds list it, in English, with every variant. */
export type FeedProduct = {
  id: number;
  /** The SKU the storefront shows (products.title): the feeds' item_group_id, as its page's productGroupID. */
  sku: string;
  slug: string;
  name: string;
  description: string;
  madeToMeasure: boolean;
  leadTimeDays: number | null;
  gender: ProductGender | null;
  ageGroup: ProductAgeGroup | null;
  /** Its own material, else its Fabric values joined by " / "; null when it has neither. */
  material: string | null;
  googleCategory: string | null;
  /** Its category's names from the top of the tree down ("Clothing", "Lehenga", …). */
  categoryPath: string[];
  /** Photo paths (or absolute URLs), in the gallery's order; the placeholder when it has none. */
  images: string[];
  variants: Omit<ProductDetail['variants'][number], 'id' | 'in_stock'>[];
};

async function fabricsOf(db: Database, ids: number[]): Promise<Map<number, string[]>> {
  const fabrics = new Map<number, string[]>();
  if (ids.length === 0) return fabrics;
  const rows = await db
    .select({ productId: productAttributeValues.productId, name: attributeValues.name })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      and(eq(attributes.slug, fabricAttributeSlug), inArray(productAttributeValues.productId, ids)),
    )
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  for (const { productId, name } of rows)
    fabrics.set(productId, [...(fabrics.get(productId) ?? []), name]);
  return fabrics;
}

async function categoryPaths(db: Database): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: number) => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at = byId.get(id); at && !seen.has(at.id); at = byId.get(at.parentId ?? -1)) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names;
  };
  return new Map(rows.map((row) => [row.id, pathOf(row.id)]));
}

const photosOf = (images: { photo: string }[] | undefined) =>
  images?.length ? images.map((image) => image.photo) : [placeholderImagePath];

export async function loadFeedProducts(db: Database): Promise<FeedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.title,
      slug: products.slug,
      name: products.name,
      description: products.description,
      categoryId: products.mainCategoryId,
      madeToMeasure: products.madeToMeasure,
      leadTimeDays: products.leadTimeDays,
      gender: products.gender,
      ageGroup: products.ageGroup,
      material: products.material,
      googleCategory: products.googleCategory,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const ids = rows.map((row) => row.id);
  const [variants, images, fabrics, paths] = await Promise.all([
    productVariantsOf(db, ids),
    productImagesOf(db, ids),
    fabricsOf(db, ids),
    categoryPaths(db),
  ]);
  return rows.map(({ categoryId, material, ...row }) => ({
    ...row,
    leadTimeDays: row.madeToMeasure ? row.leadTimeDays : null,
    material: material ?? (fabrics.get(row.id)?.join(' / ') || null),
    categoryPath: paths.get(categoryId) ?? [],
    images: photosOf(images.get(row.id)),
    variants: (variants.get(row.id) ?? []).map(({ sku, size, colour, price, stock }) => ({
      sku,
      size,
      colour,
      price,
      stock,
    })),
  }));
}

/**
 * Every published product with its variants, for the shopping feeds. Tagged as the sitemap
 * is (which products exist), and with `listing:all`, which every change to a product's
 * price, stock or words expires (lib/catalogue/products/change-tags.ts), and the category
 * tree its product types are read from.
 */
export async function feedProducts(): Promise<FeedProduct[]> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(cacheTags.catalogue, cacheTags.sitemap, cacheTags.allListings, cacheTags.categories);
  return loadFeedProducts(getDb());
}
