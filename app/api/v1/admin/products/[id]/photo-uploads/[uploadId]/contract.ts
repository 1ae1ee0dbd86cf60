import { defineContract } from '@/lib/api';
import { photoUploadParamsSchema } from '@/lib/catalogue/admin';

export const contract = defineContract({
  DELETE: {
    params: photoUploadParamsSchema,
    staff: 'editCatalogue',
    summary: 'Removes an upload and its file',
    description: 'An upload that could not be prepared, or is no longer wanted.',
    responses: { 200: '`{photos, uploads}`', 404: '`photo_upload_not_found`: it is gone.' },
  },
});
