import 'server-only';
import { and, eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { productPhotoUploads } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit, type Actor } from '@/lib/identity';
import { photoUploadSchema, type PhotoUploadInput } from '@/lib/catalogue/schemas/product-photos';
import { photoUploadNotFound } from '@/lib/catalogue/media/photo-errors';
import { mediaStorage } from '@/lib/catalogue/media/storage/configured';
import { photosStateOf, type ProductPhotosState } from './photo-upload-rows';
import { lockProduct } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/**
 * Removes an upload: a refused one the staff have read, or one still being prepared that
 * they no longer want (its job then finds nothing to do, and removes what it made). Its
 * original goes once the removal has committed. The storefront never showed it.
 */
export async function removePhotoUpload(
  actor: Actor,
  input: PhotoUploadInput,
): Promise<ProductPhotosState> {
  requireCatalogueEditor(actor);
  const { productId, uploadId } = parseWith(photoUploadSchema, input, 'body');
  return writeTransaction(async (tx) => {
    await lockProduct(tx, productId);
    const [removed] = await tx
      .delete(productPhotoUploads)
      .where(
        and(eq(productPhotoUploads.id, uploadId), eq(productPhotoUploads.productId, productId)),
      )
      .returning();
    if (!removed) throw photoUploadNotFound();
    const { id, fileName, status, error } = removed;
    await recordAudit(tx, actor, {
      action: 'product.photo_upload.remove',
      entity: 'product',
      entityId: productId,
      before: { uploadId: id, fileName, status, error },
    });
    afterCommit(tx, () => mediaStorage().delete(removed.originalKey));
    return photosStateOf(tx, productId);
  });
}
