import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import type { Actor } from '@/lib/identity';
import {
  productPhotosSchema,
  type ProductPhotosInput,
} from '@/lib/catalogue/schemas/product-photos';
import { photosStateOf, type ProductPhotosState } from './photo-upload-rows';
import { assertProductExists } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/**
 * The product's photos and its uploads still being prepared or refused: what the photo
 * manager shows, and asks again while an upload is being prepared.
 */
export async function listProductPhotos(
  actor: Actor,
  input: ProductPhotosInput,
): Promise<ProductPhotosState> {
  requireCatalogueEditor(actor);
  const { productId } = parseWith(productPhotosSchema, input, 'body');
  const db = getDb();
  await assertProductExists(db, productId);
  return photosStateOf(db, productId);
}
