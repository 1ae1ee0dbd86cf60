import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { lower } from '../save/checks';
import { effectiveSku, readProductStates, type ProductState } from '../state/product-state';
import type { CsvFile } from './import-types';
import { readSlugLookups, type SlugLookups } from './slug-lookups';
import { readTogether } from '@/lib/db/read-together';

export type VariantOwner = { productId: number; productSku: string; name: string };

/** What the file's rows are matched with: products by SKU, variants by SKU, slugs by id. */
export type ImportContext = {
  lookups: SlugLookups;
  productsBySku: Map<string, ProductState>;
  variantOwners: Map<string, VariantOwner>;
};

const cellsOf = (file: CsvFile, column: string) => [
  ...new Set(file.rows.map((row) => lower(row.cells.get(column) ?? '')).filter(Boolean)),
];

/** The ids of the products the file names, by their SKU (or style code), case-insensitively. */
export async function productIdsNamed(
  db: Database,
  file: CsvFile,
  forUpdate = false,
): Promise<number[]> {
  const skus = cellsOf(file, 'product_sku');
  if (skus.length === 0) return [];
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(inArray(sql`lower(${effectiveSku})`, skus))
    .orderBy(products.id);
  return (await (forUpdate ? query.for('update') : query)).map((row) => row.id);
}

export async function readImportContext(db: Database, file: CsvFile): Promise<ImportContext> {
  const variantSkus = cellsOf(file, 'variant_sku');
  const [lookups, states, owners] = await readTogether(
    db,
    () => readSlugLookups(db),
    async () => readProductStates(db, await productIdsNamed(db, file)),
    async () =>
      variantSkus.length === 0
        ? []
        : db
            .select({
              key: sql<string>`lower(${variants.sku})`,
              productId: variants.productId,
              productSku: effectiveSku,
              name: products.name,
            })
            .from(variants)
            .innerJoin(products, eq(products.id, variants.productId))
            .where(inArray(sql`lower(${variants.sku})`, variantSkus)),
  );
  return {
    lookups,
    productsBySku: new Map([...states.values()].map((state) => [lower(state.sku), state])),
    variantOwners: new Map(owners.map(({ key, ...owner }) => [key, owner])),
  };
}
