import type { ProductPhotosState, ProductPhoto } from '@/lib/catalogue/admin';
import { ApiClientError, apiRequest, failure, xsrfToken } from '@/lib/http/api-client';

/** What every photo call answers: all the product's photos, in order. */
export type PhotosAnswer = { photos: ProductPhoto[] };

/** An upload's answer: the photos, the uploads being prepared, and the one this file made. */
export type UploadAnswer = ProductPhotosState & { uploadIds: number[] };

const photosPath = (productId: number) => `/api/v1/admin/products/${productId}/photos`;

const noConnection = () =>
  new ApiClientError(0, 'network_error', 'No connection. Check your network and try again.');

/** Statuses whose answer has no body (a Response refuses one for them). */
const bodiless = new Set([204, 205, 304]);

/** One POST of a form, reporting how much of it has been sent (fetch cannot). */
function postForm(
  path: string,
  form: FormData,
  token: string | undefined,
  onProgress: (sent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('x-xsrf-token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(bodiless.has(request.status) ? null : request.responseText, {
          status: request.status,
        }),
      );
    request.onerror = () => reject(noConnection());
    request.onabort = () => reject(noConnection());
    request.send(form);
  });
}

/**
 * POSTs a form of photos to a staff route and reads its JSON answer, calling `onProgress`
 * with the share sent so far. A refused XSRF token (the session changed since the page
 * opened) is refreshed once, as apiRequest does.
 */
export async function sendPhotoForm<T>(
  path: string,
  form: FormData,
  onProgress: (sent: number) => void = () => {},
): Promise<T> {
  let response = await postForm(path, form, await xsrfToken(), onProgress);
  if (response.status === 403 && (await failure(response.clone())).code === 'csrf_failed') {
    onProgress(0);
    response = await postForm(path, form, await xsrfToken(true), onProgress);
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** Uploads one photo (one a request, so that each stays under the proxy's body limit). */
export function uploadPhoto(
  productId: number,
  file: File,
  onProgress: (sent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('photo', file);
  form.append('alt', '');
  return sendPhotoForm<UploadAnswer>(photosPath(productId), form, onProgress);
}

/** The photos and the uploads being prepared, as they are now. */
export const fetchPhotos = (productId: number) =>
  apiRequest<ProductPhotosState>('GET', photosPath(productId));

/** Removes an upload that could not be prepared (or is still being prepared). */
export const removeUpload = (productId: number, uploadId: number) =>
  apiRequest<ProductPhotosState>(
    'DELETE',
    `/api/v1/admin/products/${productId}/photo-uploads/${uploadId}`,
  );

export const reorderPhotos = (productId: number, photoIds: number[]) =>
  apiRequest<PhotosAnswer>('PATCH', photosPath(productId), { photoIds });

export const savePhotoAlt = (productId: number, photoId: number, alt: string) =>
  apiRequest<PhotosAnswer>('PATCH', `${photosPath(productId)}/${photoId}`, { alt });

export const deletePhoto = (productId: number, photoId: number) =>
  apiRequest<PhotosAnswer>('DELETE', `${photosPath(productId)}/${photoId}`);
