import { z } from 'zod';
import { catalogueCsv } from '@/lib/config';
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

const importMegabytes = Math.round(catalogueCsv.maxImportBytes / (1024 * 1024));

/** What the import says of a file past its size, beside the file (or as the whole message). */
export const importFileTooLarge = `is larger than ${importMegabytes} MB: split it into smaller files and import them one by one.`;

/** A file input left empty sends a nameless, empty file: that is no file. */
const noFile = (value: unknown) =>
  value === undefined || value === '' || (value instanceof File && value.size === 0 && !value.name);

/**
 * The staff import form's fields, sent as multipart/form-data to the same call: the CSV
 * `file`, or its `text` pasted. One of the two, never both; a file no larger than the limit.
 * The file's bytes are read as UTF-8 afterwards (readImportBody).
 */
export const productImportFormSchema = z
  .object({
    file: z.preprocess(
      (value) => (noFile(value) ? undefined : value),
      z
        .instanceof(File, { error: 'must be a file' })
        .refine((file) => file.size > 0, { error: 'is empty.' })
        .refine((file) => file.size <= catalogueCsv.maxImportBytes, {
          error: importFileTooLarge,
        })
        .optional(),
    ),
    // A text area left empty sends '': nothing pasted.
    text: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: 'must be text' })
        .max(catalogueCsv.maxImportBytes, { error: importFileTooLarge })
        .optional(),
    ),
  })
  .superRefine(({ file, text }, context) => {
    if (file && text) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Paste the text or choose a file, not both: clear one of them.',
      });
    } else if (!file && text === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'Choose a CSV file, or paste its text.',
      });
    } else if (!file && text?.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'is empty: paste the rows of the CSV, or choose a file instead.',
      });
    }
  });

export type ProductImportForm = z.output<typeof productImportFormSchema>;
