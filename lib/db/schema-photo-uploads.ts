import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { products } from './schema';
import { users } from './schema-accounts';

export const photoUploadStatuses = ['processing', 'failed'] as const;
export type PhotoUploadStatus = (typeof photoUploadStatuses)[number];

/**
 * A staff upload waiting to become a product photo (docs/decisions.md 16): its original file
 * is in media storage under `original_key` until the `process-photo` job has made the WebP
 * and its product_images row, which removes this row in the same transaction. A file the job
 * cannot use stays here as `failed`, with the message the staff see, until they remove it.
 * The storefront never reads this table.
 */
export const productPhotoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    originalKey: text('original_key').notNull(),
    /** The name the file had on the staff member's device: messages and tiles show it. */
    fileName: text('file_name').notNull(),
    alt: text('alt').notNull().default(''),
    /** The type read from the file's bytes (lib/catalogue/media/sniff-image-type.ts). */
    contentType: text('content_type').notNull(),
    status: text('status', { enum: photoUploadStatuses }).notNull().default('processing'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_uploads_product_idx').on(t.productId, t.id),
    check('photo_uploads_status_known', oneOf('status', photoUploadStatuses)),
    check(
      'photo_uploads_failed_has_error',
      sql`(${t.status} = 'failed') = (${t.error} IS NOT NULL)`,
    ),
  ],
);
