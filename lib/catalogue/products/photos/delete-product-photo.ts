import 'server-only';
import { and, eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { productImages } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit, type Actor } from '@/lib/identity';
import { productPhotoSchema, type ProductPhotoInput } from '@/lib/catalogue/schemas/product-photos';
import { mediaKeyOfUrl } from '@/lib/catalogue/media/media-key';
import { photoNotFound } from '@/lib/catalogue/media/photo-errors';
import { mediaStorage } from '@/lib/catalogue/media/storage/configured';
import { expireProductAfterCommit } from './expire-product';
import { lockProduct, photosOf, renumberPhotos, type ProductPhoto } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/**
 * Deletes a photo; the others close up, so the first is still at position 0 (the one the
 * home page's tiles show). Its file goes once the deletion has committed, and only when no
 * other product shows the same file (the demo catalogue shares some).
 */
export async function deleteProductPhoto(
  actor: Actor,
  input: ProductPhotoInput,
): Promise<ProductPhoto[]> {
  requireCatalogueEditor(actor);
  const { productId, photoId } = parseWith(productPhotoSchema, input, 'body');
  return writeTransaction(async (tx) => {
    await lockProduct(tx, productId);
    const [removed] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, photoId), eq(productImages.productId, productId)))
      .returning();
    if (!removed) throw photoNotFound();
    const left = await photosOf(tx, productId);
    await renumberPhotos(
      tx,
      productId,
      left.map((photo) => photo.id),
    );
    const { id, path, alt, position } = removed;
    await recordAudit(tx, actor, {
      action: 'product.photo.delete',
      entity: 'product',
      entityId: productId,
      before: { id, path, alt, position },
    });
    expireProductAfterCommit(tx, productId);
    const key = mediaKeyOfUrl(path);
    const stillShown = (await tx.$count(productImages, eq(productImages.path, path))) > 0;
    if (key && !stillShown) afterCommit(tx, () => mediaStorage().delete(key));
    return photosOf(tx, productId);
  });
}
