import { defineContract } from '@/lib/api';
import { photoAltBodySchema, productPhotoParamsSchema } from '@/lib/catalogue/admin';

export const contract = defineContract({
  PATCH: {
    params: productPhotoParamsSchema,
    body: photoAltBodySchema,
    staff: 'editCatalogue',
    summary: "Sets a photo's alt text",
    responses: { 200: '`{photos}`' },
  },
  DELETE: {
    params: productPhotoParamsSchema,
    staff: 'editCatalogue',
    summary: 'Deletes a photo; the others close up',
    responses: { 200: '`{photos}`' },
  },
});
