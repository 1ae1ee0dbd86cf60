import 'server-only';
import { and, eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { productImages } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit, type Actor } from '@/lib/identity';
import { setPhotoAltSchema, type SetPhotoAltInput } from '@/lib/catalogue/schemas/product-photos';
import { photoNotFound } from '@/lib/catalogue/media/photo-errors';
import { expireProductAfterCommit } from './expire-product';
import { lockProduct, photosOf, type ProductPhoto } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/** Sets a photo's alt text, what screen readers and search engines know of the photo. */
export async function setPhotoAlt(actor: Actor, input: SetPhotoAltInput): Promise<ProductPhoto[]> {
  requireCatalogueEditor(actor);
  const { productId, photoId, alt } = parseWith(setPhotoAltSchema, input, 'body');
  return writeTransaction(async (tx) => {
    await lockProduct(tx, productId);
    const [photo] = await tx
      .select({ alt: productImages.alt })
      .from(productImages)
      .where(and(eq(productImages.id, photoId), eq(productImages.productId, productId)));
    if (!photo) throw photoNotFound();
    if (photo.alt === alt) return photosOf(tx, productId);
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, photoId));
    await recordAudit(tx, actor, {
      action: 'product.photo.alt',
      entity: 'product',
      entityId: productId,
      before: { id: photoId, alt: photo.alt },
      after: { id: photoId, alt },
    });
    expireProductAfterCommit(tx, productId);
    return photosOf(tx, productId);
  });
}
