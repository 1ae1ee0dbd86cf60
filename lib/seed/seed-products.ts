import 'server-only';
import {
  productAttributeValues,
  productImages,
  products,
  productTags,
  variants,
} from '@/lib/db/schema';
import { colourByName, sizeBySize } from './attribute-values';
import { chunk } from './batches';
import { googleCategoryOf } from './google-categories';
import type { ProductDraft } from './generate-products';
import { imageHeight, imageWidth, productImageUrlPrefix, type PlannedImage } from './image-plan';
import type { IdsBySlug, Transaction } from './transaction';

export type ProductLookups = { categoryIds: IdsBySlug; valueIds: IdsBySlug; tagIds: IdsBySlug };

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65,535-parameter limit. */
const rowsPerStatement = 1000;

function requireId(ids: IdsBySlug, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Unknown ${kind} '${slug}'`);
  return id;
}

async function insertGroups<T>(rows: T[], insert: (group: T[]) => Promise<unknown>): Promise<void> {
  for (const group of chunk(rows, rowsPerStatement)) await insert(group);
}

/** Inserts one batch of new products with their variants, images, attribute values and tags. */
async function insertBatch(
  tx: Transaction,
  batch: ProductDraft[],
  lookups: ProductLookups,
  planImages: (draft: ProductDraft) => PlannedImage[],
): Promise<number> {
  const created = await tx
    .insert(products)
    .values(
      batch.map((draft) => ({
        slug: draft.slug,
        name: draft.name,
        nameBn: draft.nameBn,
        title: draft.code,
        description: draft.description,
        descriptionBn: draft.descriptionBn,
        care: draft.care,
        careBn: draft.careBn,
        mainCategoryId: requireId(lookups.categoryIds, draft.categorySlug, 'category'),
        isActive: draft.isActive,
        madeToMeasure: draft.madeToMeasure,
        leadTimeDays: draft.leadTimeDays,
        // The house dresses women: every demo piece is for an adult woman.
        gender: 'female' as const,
        ageGroup: 'adult' as const,
        googleCategory: googleCategoryOf(draft.categorySlug),
        createdAt: draft.createdAt,
        updatedAt: draft.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id, slug: products.slug });
  const ids = new Map(created.map((row) => [row.slug, row.id]));
  const fresh = batch.flatMap((draft) => {
    const productId = ids.get(draft.slug);
    return productId === undefined ? [] : [{ draft, productId }];
  });

  await insertGroups(
    fresh.flatMap(({ draft, productId }) =>
      draft.variants.map(({ size, colour, ...variant }) => ({
        ...variant,
        productId,
        sizeValueId: requireId(lookups.valueIds, sizeBySize(size).slug, 'size'),
        colourValueId: requireId(lookups.valueIds, colourByName(colour).slug, 'colour'),
      })),
    ),
    (group) => tx.insert(variants).values(group).onConflictDoNothing(),
  );
  await insertGroups(
    fresh.flatMap(({ draft, productId }) =>
      planImages(draft).map((image, position) => ({
        productId,
        position,
        path: `${productImageUrlPrefix}${image.fileName}`,
        alt: image.alt,
        width: imageWidth,
        height: imageHeight,
      })),
    ),
    (group) => tx.insert(productImages).values(group).onConflictDoNothing(),
  );
  await insertGroups(
    fresh.flatMap(({ draft, productId }) =>
      draft.attributeValueSlugs.map((slug) => ({
        productId,
        attributeValueId: requireId(lookups.valueIds, slug, 'attribute value'),
      })),
    ),
    (group) => tx.insert(productAttributeValues).values(group).onConflictDoNothing(),
  );
  await insertGroups(
    fresh.flatMap(({ draft, productId }) =>
      draft.tagSlugs.map((slug) => ({ productId, tagId: requireId(lookups.tagIds, slug, 'tag') })),
    ),
    (group) => tx.insert(productTags).values(group).onConflictDoNothing(),
  );
  return fresh.length;
}

/**
 * Inserts the drafts whose slug is not in the database yet, a thousand at a time.
 * Existing products are never touched, so a second run changes nothing.
 */
export async function seedProducts(
  tx: Transaction,
  drafts: Iterable<ProductDraft>,
  lookups: ProductLookups,
  planImages: (draft: ProductDraft) => PlannedImage[],
  log: (line: string) => void,
): Promise<number> {
  const existing = new Set(
    (await tx.select({ slug: products.slug }).from(products)).map((row) => row.slug),
  );
  let inserted = 0;
  let batch: ProductDraft[] = [];
  const flush = async () => {
    inserted += await insertBatch(tx, batch, lookups, planImages);
    batch = [];
    if (inserted > 0 && inserted % 10_000 === 0) log(`  ${inserted} products inserted`);
  };
  for (const draft of drafts) {
    if (existing.has(draft.slug)) continue;
    batch.push(draft);
    if (batch.length === rowsPerStatement) await flush();
  }
  if (batch.length > 0) await flush();
  return inserted;
}
