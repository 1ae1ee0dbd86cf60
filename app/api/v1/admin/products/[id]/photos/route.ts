import { jsonResponse } from '@/lib/http/server/json-response';
import { actorOfViewer, api } from '@/lib/api';
import {
  addProductPhotos,
  listProductPhotos,
  reorderProductPhotos,
  readPhotoForm,
} from '@/lib/catalogue/admin';
import { contract } from './contract';

// GET /api/v1/admin/products/{id}/photos → {photos, uploads}: what the photo manager asks
// again while an upload is being prepared.
export const GET = api(contract.GET, async ({ params, viewer }) =>
  listProductPhotos(await actorOfViewer(viewer), { productId: params.id }),
);

// POST /api/v1/admin/products/{id}/photos multipart/form-data (photo, alt, photo, alt…)
// → 202 {photos, uploads, uploadIds}: the files are taken, and each becomes a photo at the
// end of the product's once its job has prepared it (uploads list those on their way).
// The body is a form, not JSON: it is read here, once the caller is known to be staff.
export const POST = api(contract.POST, async ({ params, viewer, request }) => {
  const actor = await actorOfViewer(viewer);
  const { photos } = await readPhotoForm(request);
  return jsonResponse(await addProductPhotos(actor, { productId: params.id, photos }), 202);
});

// PATCH /api/v1/admin/products/{id}/photos {photoIds} → {photos} in the new order
export const PATCH = api(contract.PATCH, async ({ params, body, viewer }) => ({
  photos: await reorderProductPhotos(await actorOfViewer(viewer), {
    productId: params.id,
    photoIds: body.photoIds,
  }),
}));
