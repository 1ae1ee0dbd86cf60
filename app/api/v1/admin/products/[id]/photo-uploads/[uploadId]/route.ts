import { actorOfViewer, api } from '@/lib/api';
import { removePhotoUpload } from '@/lib/catalogue/admin';
import { contract } from './contract';

// DELETE /api/v1/admin/products/{id}/photo-uploads/{uploadId} → {photos, uploads}: an
// upload that could not be prepared (or is no longer wanted) removed with its file.
export const DELETE = api(contract.DELETE, async ({ params, viewer }) =>
  removePhotoUpload(await actorOfViewer(viewer), {
    productId: params.id,
    uploadId: params.uploadId,
  }),
);
