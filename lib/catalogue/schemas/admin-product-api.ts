import { z } from 'zod';
import { productIdParamsSchema } from '@/lib/validation';
import { adminProductQuerySchema } from './product-editor';
import { reorderProductPhotosSchema, setPhotoAltSchema } from './product-photos';

/** The staff's product calls under /api/v1/admin/products (issue 23, items 3 and 6). */

/** /api/v1/admin/products/{id}/photos */
export const productPhotosParamsSchema = productIdParamsSchema;

/** A record's id in a path: `what` names it in the message ('a photo'). */
const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: `must be ${what} id (a whole number)` })
    .transform(Number);

/** /api/v1/admin/products/{id}/photos/{photoId} */
export const productPhotoParamsSchema = productIdParamsSchema.extend({
  photoId: idParam('a photo'),
});

/** /api/v1/admin/products/{id}/photo-uploads/{uploadId} */
export const photoUploadParamsSchema = productIdParamsSchema.extend({
  uploadId: idParam('an upload'),
});

/** PATCH …/photos {photoIds}: every photo of the product, in the new order. */
export const reorderPhotosBodySchema = reorderProductPhotosSchema.pick({ photoIds: true });

/** PATCH …/photos/{photoId} {alt} */
export const photoAltBodySchema = setPhotoAltSchema.pick({ alt: true });

/** GET /api/v1/admin/products/export: the staff list's filters, without its paging. */
export const productExportQuerySchema = adminProductQuerySchema.pick({
  q: true,
  category: true,
  status: true,
  stock: true,
  sort: true,
});

/**
 * POST /api/v1/admin/products/import?mode=check|apply&fingerprint=… with the CSV as the
 * body: `check` is the dry run; `apply` with the dry run's fingerprint writes the changes.
 */
export const productImportQuerySchema = z
  .object({
    mode: z.enum(['check', 'apply'], { error: 'must be check or apply' }),
    fingerprint: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
  })
  // An import is applied only as it was checked: never blind.
  .refine((query) => query.mode === 'check' || Boolean(query.fingerprint), {
    path: ['fingerprint'],
    error: 'is required to apply: check the file first',
  });

export type ProductImportQuery = z.output<typeof productImportQuerySchema>;
