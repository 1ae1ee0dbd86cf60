import { defineContract } from '@/lib/api';
import { productPhotosParamsSchema, reorderPhotosBodySchema } from '@/lib/catalogue/admin';

/** The photo manager's answers, as every photo call gives them. */
export const photoAnswers =
  '`photos` is `[{id, path, alt, width, height, position}]`, every photo of the product in order; `uploads` is `[{id, fileName, alt, status, error}]`, the uploads that are not photos yet.';

export const contract = defineContract({
  GET: {
    params: productPhotosParamsSchema,
    staff: 'editCatalogue',
    summary: "A product's photos and the uploads on their way",
    description: `Asked again while an upload is being prepared. ${photoAnswers}`,
    responses: { 200: '`{photos, uploads}`' },
  },
  POST: {
    params: productPhotosParamsSchema,
    staff: 'editCatalogue',
    summary: 'Uploads photos of a product',
    description:
      "An upload is checked at once as far as its bytes and header tell (type, size, pixel count); a job then makes the photo and adds it after the product's photos (one file a request keeps the order sent), or marks the upload `failed` with `error` naming the file and the reason, until it is removed. All or none of the files are taken.",
    rawBody: {
      mediaType: 'multipart/form-data',
      description: 'A `photo` file (JPEG, PNG, WebP or HEIC, at most 20 MB) and an `alt` for each.',
    },
    responses: {
      202: '`{photos, uploads, uploadIds}`',
      413: 'A file too large, named in the message.',
      415: 'A file of a type not taken, named in the message.',
      422: 'A file that cannot be read as a picture, named in the message.',
    },
  },
  PATCH: {
    params: productPhotosParamsSchema,
    body: reorderPhotosBodySchema,
    staff: 'editCatalogue',
    summary: "Puts a product's photos in a new order",
    description: 'Every photo id of the product, in the new order.',
    responses: {
      200: '`{photos}`',
      409: "`photos_changed`: the list is not exactly the product's photos.",
    },
  },
});
