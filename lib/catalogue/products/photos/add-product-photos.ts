import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import { productPhotoUploads } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { recordAudit, type Actor } from '@/lib/identity';
import {
  addProductPhotosSchema,
  type AddProductPhotosInput,
} from '@/lib/catalogue/schemas/product-photos';
import { newOriginalKey, originalContentTypes } from '@/lib/catalogue/media/original-key';
import { photosRefused, printableFileName } from '@/lib/catalogue/media/photo-errors';
import { checkPhoto, type CheckedPhoto, type PhotoFile } from '@/lib/catalogue/media/process-photo';
import { mediaStorage } from '@/lib/catalogue/media/storage/configured';
import { type MediaStorage } from '@/lib/catalogue/media/storage/media-storage';
import { photosStateOf, type ProductPhotosState } from './photo-upload-rows';
import { assertProductExists, lockProduct } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/** The photos and uploads after an upload, and the uploads it made, in the order sent. */
export type AddedPhotoUploads = ProductPhotosState & { uploadIds: number[] };

/** Every file checked as far as it can be without decoding it; all refusals reported together. */
async function checkAll(files: PhotoFile[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  const refusals: { index: number; error: DomainError }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      checked.push(await checkPhoto(file));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusals.push({ index, error });
    }
  }
  if (refusals.length > 0) throw photosRefused(refusals);
  return checked;
}

async function removeQuietly(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Stores every original under a new key, or none: what was stored before a failure is removed. */
async function storeOriginals(storage: MediaStorage, productId: number, files: CheckedPhoto[]) {
  const keys = files.map(() => newOriginalKey(productId));
  const results = await Promise.allSettled(
    files.map(({ bytes, type }, index) =>
      storage.put(keys[index]!, bytes, originalContentTypes[type]),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await removeQuietly(storage, keys);
    throw failed.reason;
  }
  return keys;
}

/**
 * Takes photos for a product, in the order given. What can be told cheaply is refused at
 * once (all or none); each original is then stored, and its upload row, its process-photo
 * job and the audit entry commit together. The job makes the photo and adds it after the
 * product's last one (process-photo-job.ts): the request does not wait for the decoding.
 * If the transaction fails, the stored originals are removed again.
 */
export async function addProductPhotos(
  actor: Actor,
  input: AddProductPhotosInput,
): Promise<AddedPhotoUploads> {
  requireCatalogueEditor(actor);
  const { productId, photos } = parseWith(addProductPhotosSchema, input, 'body');
  await assertProductExists(getDb(), productId);
  const checked = await checkAll(photos.map((photo) => photo.file));
  const storage = mediaStorage();
  const keys = await storeOriginals(storage, productId, checked);
  try {
    return await writeTransaction(async (tx) => {
      await lockProduct(tx, productId);
      const added = await tx
        .insert(productPhotoUploads)
        .values(
          photos.map(({ file, alt }, index) => ({
            productId,
            originalKey: keys[index]!,
            fileName: printableFileName(file.name) || 'photo',
            alt,
            contentType: originalContentTypes[checked[index]!.type],
            createdBy: actor.id,
          })),
        )
        .returning();
      for (const upload of added)
        await enqueueJob('process-photo', { uploadId: upload.id }, { tx });
      await recordAudit(tx, actor, {
        action: 'product.photos.add',
        entity: 'product',
        entityId: productId,
        after: added.map(({ id, fileName, alt }) => ({ uploadId: id, fileName, alt })),
      });
      return { ...(await photosStateOf(tx, productId)), uploadIds: added.map(({ id }) => id) };
    });
  } catch (error) {
    await removeQuietly(storage, keys);
    throw error;
  }
}
