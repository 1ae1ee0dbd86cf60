import { actorOfViewer, api } from '@/lib/api';
import { deleteProductPhoto, setPhotoAlt } from '@/lib/catalogue/admin';
import { contract } from './contract';

// PATCH /api/v1/admin/products/{id}/photos/{photoId} {alt} → {photos}
export const PATCH = api(contract.PATCH, async ({ params, body, viewer }) => ({
  photos: await setPhotoAlt(await actorOfViewer(viewer), {
    productId: params.id,
    photoId: params.photoId,
    alt: body.alt,
  }),
}));

// DELETE /api/v1/admin/products/{id}/photos/{photoId} → {photos} left, closed up
export const DELETE = api(contract.DELETE, async ({ params, viewer }) => ({
  photos: await deleteProductPhoto(await actorOfViewer(viewer), {
    productId: params.id,
    photoId: params.photoId,
  }),
}));
