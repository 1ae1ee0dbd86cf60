import { z } from 'zod';
import { photoUploads } from '@/lib/config';

const recordId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}` })
    .int({ error: `Choose a ${label}` })
    .positive({ error: `Choose a ${label}` });

/** A photo's description for screen readers and search engines; empty is allowed. */
export const photoAltSchema = z
  .string({ error: 'Describe the photo in words' })
  .trim()
  .max(photoUploads.altMaxLength, { error: `Use at most ${photoUploads.altMaxLength} characters` });

export const choosePhotoFile = 'Choose a photo file';

const uploadedPhoto = z.object({
  // Only that a file came: what it is, is decided from its bytes (lib/catalogue/media/process-photo.ts).
  file: z.file({ error: choosePhotoFile }),
  alt: photoAltSchema.default(''),
});

/** Photos added to a product in one go, in the order chosen. */
export const addProductPhotosSchema = z.object({
  productId: recordId('product'),
  photos: z
    .array(uploadedPhoto, { error: 'Choose at least one photo' })
    .min(1, { error: 'Choose at least one photo' })
    .max(photoUploads.maxFiles, { error: `Send at most ${photoUploads.maxFiles} photos at once` }),
});

/** Every photo of the product, in the new order. */
export const reorderProductPhotosSchema = z.object({
  productId: recordId('product'),
  photoIds: z
    .array(recordId('photo'), { error: 'List the photos in their new order' })
    .min(1, { error: 'List the photos in their new order' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'List each photo once' }),
});

export const productPhotoSchema = z.object({
  productId: recordId('product'),
  photoId: recordId('photo'),
});

/** The product whose photos (and uploads on their way) are asked for. */
export const productPhotosSchema = z.object({ productId: recordId('product') });

export const photoUploadSchema = z.object({
  productId: recordId('product'),
  uploadId: recordId('upload'),
});

export const setPhotoAltSchema = productPhotoSchema.extend({ alt: photoAltSchema });

export type AddProductPhotosInput = z.input<typeof addProductPhotosSchema>;
export type ReorderProductPhotosInput = z.input<typeof reorderProductPhotosSchema>;
export type ProductPhotoInput = z.input<typeof productPhotoSchema>;
export type ProductPhotosInput = z.input<typeof productPhotosSchema>;
export type PhotoUploadInput = z.input<typeof photoUploadSchema>;
export type SetPhotoAltInput = z.input<typeof setPhotoAltSchema>;
