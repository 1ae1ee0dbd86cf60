import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/read-input';
import { getDb, type Transaction } from '@/lib/db/client';
import { productImages, products } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit } from '@/lib/staff/audit';
import type { Actor } from '@/lib/staff/actor';
import {
  addProductPhotosSchema,
  type AddProductPhotosInput,
} from '@/lib/validation/product-photos';
import { mediaExtension, mediaUrlOf } from '../media-key';
import { photosRefused } from '../photo-errors';
import { processPhoto, type PhotoFile, type ProcessedPhoto } from '../process-photo';
import { mediaStorage } from '../storage/configured';
import type { MediaStorage } from '../storage/media-storage';
import { expireProductAfterCommit } from './expire-product';
import { lockProduct, photosOf, productNotFound, type ProductPhoto } from './product-photo-rows';
import { requireCatalogueEditor } from './require-editor';

/**
 * Every file checked and made into the photo the store keeps, one at a time (a decoded
 * photo takes far more memory than its file). All refusals are reported together.
 */
async function processAll(files: PhotoFile[]): Promise<ProcessedPhoto[]> {
  const made: ProcessedPhoto[] = [];
  const refusals: { index: number; error: ApiError }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      made.push(await processPhoto(file));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusals.push({ index, error });
    }
  }
  if (refusals.length > 0) throw photosRefused(refusals);
  return made;
}

async function removeQuietly(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Stores every photo under a new key, or none: what was stored before a failure is removed. */
async function storeAll(storage: MediaStorage, productId: number, photos: ProcessedPhoto[]) {
  const keys = photos.map(() => `uploads/products/${productId}/${randomUUID()}${mediaExtension}`);
  const results = await Promise.allSettled(
    photos.map((photo, index) => storage.put(keys[index]!, photo.body, photo.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await removeQuietly(storage, keys);
    throw failed.reason;
  }
  return keys;
}

async function insertAtEnd(
  tx: Transaction,
  productId: number,
  rows: { path: string; alt: string; width: number; height: number }[],
) {
  const [end] = await tx
    .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const first = end?.next ?? 0;
  return tx
    .insert(productImages)
    .values(rows.map((row, index) => ({ ...row, productId, position: first + index })))
    .returning();
}

async function assertProductExists(productId: number): Promise<void> {
  const [row] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw productNotFound();
}

/**
 * Adds photos after the product's last one, in the order given. All files are checked
 * first, then stored, then their rows inserted in one transaction with the audit entry;
 * if that transaction fails, the stored files are removed again.
 */
export async function addProductPhotos(
  actor: Actor,
  input: AddProductPhotosInput,
): Promise<ProductPhoto[]> {
  requireCatalogueEditor(actor);
  const { productId, photos } = parseWith(addProductPhotosSchema, input, 'body');
  await assertProductExists(productId);
  const made = await processAll(photos.map((photo) => photo.file));
  const storage = mediaStorage();
  const keys = await storeAll(storage, productId, made);
  try {
    return await writeTransaction(async (tx) => {
      await lockProduct(tx, productId);
      const rows = made.map(({ width, height }, index) => ({
        path: mediaUrlOf(keys[index]!),
        alt: photos[index]!.alt,
        width,
        height,
      }));
      const added = await insertAtEnd(tx, productId, rows);
      await recordAudit(tx, actor, {
        action: 'product.photos.add',
        entity: 'product',
        entityId: productId,
        after: added.map(({ id, path, alt, position }) => ({ id, path, alt, position })),
      });
      expireProductAfterCommit(tx, productId);
      return photosOf(tx, productId);
    });
  } catch (error) {
    await removeQuietly(storage, keys);
    throw error;
  }
}
