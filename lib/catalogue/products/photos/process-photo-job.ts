import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productPhotoUploads, products } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import type { JobPayload } from '@/lib/jobs/payloads';
import { mediaExtension, mediaUrlOf } from '@/lib/catalogue/media/media-key';
import { photoOriginalLost } from '@/lib/catalogue/media/photo-errors';
import {
  processPhoto,
  type PhotoFile,
  type ProcessedPhoto,
} from '@/lib/catalogue/media/process-photo';
import { mediaStorage } from '@/lib/catalogue/media/storage/configured';
import { expireProductAfterCommit } from './expire-product';
import { lockProcessingUpload } from './photo-upload-rows';
import { insertAtEnd } from './product-photo-rows';

type Upload = typeof productPhotoUploads.$inferSelect;

const fileOf = (name: string, bytes: Uint8Array): PhotoFile => ({
  name,
  size: bytes.byteLength,
  arrayBuffer: async () => bytes.slice().buffer,
});

/** The upload is refused for good: the staff see why; its original is no longer needed. */
async function markFailed(upload: Upload, error: string): Promise<void> {
  await getDb()
    .update(productPhotoUploads)
    .set({ status: 'failed', error })
    .where(
      and(eq(productPhotoUploads.id, upload.id), eq(productPhotoUploads.status, 'processing')),
    );
  await mediaStorage().delete(upload.originalKey);
}

/**
 * The photo's row after the product's last one, and the upload gone, in one transaction;
 * null when the upload was removed or its product deleted meanwhile. The product is locked
 * first, as every photo write does, so that positions are taken in turn.
 */
async function addPhoto(upload: Upload, key: string, made: ProcessedPhoto) {
  return writeTransaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, upload.productId))
      .for('update');
    if (!product || !(await lockProcessingUpload(tx, upload.id))) return null;
    const [photo] = await insertAtEnd(tx, upload.productId, [
      { path: mediaUrlOf(key), alt: upload.alt, width: made.width, height: made.height },
    ]);
    await tx.delete(productPhotoUploads).where(eq(productPhotoUploads.id, upload.id));
    expireProductAfterCommit(tx, upload.productId);
    return photo!;
  });
}

/**
 * The `process-photo` job: makes an upload's photo (decode, turn upright, re-encode to WebP),
 * stores it and adds it to the product, then removes the original. A file that cannot be a
 * photo marks the upload `failed` with the reason, and is not tried again; a storage or
 * database failure throws, and the queue tries again. Running twice does nothing more: an
 * upload already made into a photo is gone, a failed one stays failed.
 */
export async function processPhotoJob({ uploadId }: JobPayload<'process-photo'>): Promise<void> {
  const [upload] = await getDb()
    .select()
    .from(productPhotoUploads)
    .where(eq(productPhotoUploads.id, uploadId));
  if (!upload) return;
  const storage = mediaStorage();
  // A try that marked it failed but could not remove the original ends here.
  if (upload.status === 'failed') return storage.delete(upload.originalKey);
  const original = await storage.get(upload.originalKey);
  if (!original) return markFailed(upload, photoOriginalLost(upload.fileName));
  let made: ProcessedPhoto;
  try {
    made = await processPhoto(fileOf(upload.fileName, original.body));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return markFailed(upload, error.message);
  }
  const key = `uploads/products/${upload.productId}/${randomUUID()}${mediaExtension}`;
  await storage.put(key, made.body, made.contentType);
  const photo = await addPhoto(upload, key, made).catch(async (error: unknown) => {
    await storage.delete(key).catch(() => undefined);
    throw error;
  });
  // Without a photo (the upload was removed meanwhile), what this try stored goes too.
  await Promise.all([storage.delete(upload.originalKey), photo ? null : storage.delete(key)]);
}
