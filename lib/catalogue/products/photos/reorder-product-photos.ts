import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit, type Actor } from '@/lib/identity';
import {
  reorderProductPhotosSchema,
  type ReorderProductPhotosInput,
} from '@/lib/catalogue/schemas/product-photos';
import { photosChanged } from '@/lib/catalogue/media/photo-errors';
import { expireProductAfterCommit } from './expire-product';
import { lockProduct, photosOf, renumberPhotos, type ProductPhoto } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/**
 * Puts the product's photos in the order of `photoIds`, which must list every one of them
 * exactly once: a list made before another tab added or deleted a photo is refused rather
 * than guessed at. The first photo is the one listings show.
 */
export async function reorderProductPhotos(
  actor: Actor,
  input: ReorderProductPhotosInput,
): Promise<ProductPhoto[]> {
  requireCatalogueEditor(actor);
  const { productId, photoIds } = parseWith(reorderProductPhotosSchema, input, 'body');
  return writeTransaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = (await photosOf(tx, productId)).map((photo) => photo.id);
    const known = new Set(current);
    if (photoIds.length !== current.length || !photoIds.every((id) => known.has(id))) {
      throw photosChanged();
    }
    if (photoIds.every((id, index) => current[index] === id)) return photosOf(tx, productId);
    await renumberPhotos(tx, productId, photoIds);
    await recordAudit(tx, actor, {
      action: 'product.photos.reorder',
      entity: 'product',
      entityId: productId,
      before: { photoIds: current },
      after: { photoIds },
    });
    expireProductAfterCommit(tx, productId);
    return photosOf(tx, productId);
  });
}
