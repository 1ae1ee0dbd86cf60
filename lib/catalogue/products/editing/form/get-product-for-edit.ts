import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { photosOf, type ProductPhoto } from '@/lib/catalogue/products/photos/product-photo-rows';
import type { ProductInput } from '@/lib/catalogue/schemas/product-editor';
import { productNotFound } from '../errors';
import { orderedVariantIds } from '../save/checks';
import { readProductStates } from '../state/product-state';
import { toProductInput } from '../state/to-product-input';
import { occasionsOfCategory, type OccasionName } from './occasions-of-category';

export type ProductForEdit = {
  id: number;
  slug: string;
  /** Sent back with the save: a save from an older version is refused. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** The form's values, variants with their ids (the save's input without the version). */
  values: ProductInput;
  /** Variants that orders point at: they can be changed, not removed. */
  orderedVariantIds: number[];
  /** Read-only here: photos are managed on their own (lib/catalogue/products/photos). */
  photos: ProductPhoto[];
  /** Where the product is shown: the occasions of its category (and those above it). */
  occasions: OccasionName[];
};

/** Everything the product form shows for one product, whatever its status; 404 if none. */
export async function getProductForEdit(id: number): Promise<ProductForEdit> {
  const db = getDb();
  const [state, [dates], photos] = await Promise.all([
    readProductStates(db, [id]).then((states) => states.get(id)),
    db
      .select({ createdAt: products.createdAt, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id)),
    photosOf(db, id),
  ]);
  if (!state || !dates) throw productNotFound();
  const [ordered, occasions] = await Promise.all([
    orderedVariantIds(
      db,
      state.variants.map((variant) => variant.id),
    ),
    occasionsOfCategory(db, state.categoryId),
  ]);
  return {
    id,
    slug: state.slug,
    version: state.version,
    ...dates,
    values: toProductInput(state),
    orderedVariantIds: [...ordered],
    photos,
    occasions,
  };
}
