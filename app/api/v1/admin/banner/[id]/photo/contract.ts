import { defineContract } from '@/lib/api';
import { slidePhotoParamsSchema, slidePhotoQuerySchema } from '@/lib/content/admin';

export const contract = defineContract({
  POST: {
    params: slidePhotoParamsSchema,
    query: slidePhotoQuerySchema,
    staff: 'editContent',
    summary: "A home slide's photo: its desktop and phone crops",
    description:
      "The slide's square desktop and 4:5 phone crops are made from the photo (`crop=phone`: the phone crop alone). A form, not a server action: a phone's photo is larger than an action's body may be.",
    rawBody: {
      mediaType: 'multipart/form-data',
      description: 'One `photo` file (JPEG, PNG, WebP or HEIC, at most 20 MB).',
    },
    responses: {
      200: '`{image, imagePhone}`',
      400: 'Not exactly one `photo` file.',
      413: 'A file too large.',
      415: 'A file of a type not taken.',
      422: 'A file that cannot be read as a picture.',
    },
  },
});
