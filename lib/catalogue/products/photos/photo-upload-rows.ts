import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { productPhotoUploads, type PhotoUploadStatus } from '@/lib/db/schema';
import { photosOf, type ProductPhoto } from './product-photo-rows';

/** An upload not yet a photo, as the staff pages show it: being prepared, or refused. */
export type PhotoUpload = {
  id: number;
  fileName: string;
  alt: string;
  status: PhotoUploadStatus;
  /** Why the photo could not be made (only when `failed`). */
  error: string | null;
};

/** What the photo manager shows: the product's photos and its uploads still on their way. */
export type ProductPhotosState = { photos: ProductPhoto[]; uploads: PhotoUpload[] };

const uploadFields = {
  id: productPhotoUploads.id,
  fileName: productPhotoUploads.fileName,
  alt: productPhotoUploads.alt,
  status: productPhotoUploads.status,
  error: productPhotoUploads.error,
};

export const uploadsOf = (db: Database | Transaction, productId: number): Promise<PhotoUpload[]> =>
  db
    .select(uploadFields)
    .from(productPhotoUploads)
    .where(eq(productPhotoUploads.productId, productId))
    .orderBy(asc(productPhotoUploads.id));

export async function photosStateOf(
  db: Database | Transaction,
  productId: number,
): Promise<ProductPhotosState> {
  const [photos, uploads] = [await photosOf(db, productId), await uploadsOf(db, productId)];
  return { photos, uploads };
}

/** The upload's row, locked until `tx` ends, while it is still being prepared. */
export async function lockProcessingUpload(tx: Transaction, uploadId: number) {
  const [row] = await tx
    .select()
    .from(productPhotoUploads)
    .where(and(eq(productPhotoUploads.id, uploadId), eq(productPhotoUploads.status, 'processing')))
    .for('update');
  return row ?? null;
}
