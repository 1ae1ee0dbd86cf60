import 'server-only';
import { photoUploads } from '@/lib/config';
import { DomainError, validationFailed } from '@/lib/domain-error';
import {
  choosePhotoFile,
  type AddProductPhotosInput,
} from '@/lib/catalogue/schemas/product-photos';

const megabytes = Math.round(photoUploads.maxRequestBytes / (1024 * 1024));

const uploadTooLarge = () =>
  new DomainError({
    kind: 'too_large',
    code: 'payload_too_large',
    message: `The upload is larger than ${megabytes} MB; send fewer photos at once.`,
  });

const notAForm = () =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_form',
    message: 'Send the photos as multipart/form-data.',
  });

/** The body, cut off with an error as soon as it passes `maxBytes`. */
function limited(body: ReadableStream<Uint8Array>, maxBytes: number, onExceeded: () => void) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= maxBytes) return controller.enqueue(chunk);
        onExceeded();
        controller.error(uploadTooLarge());
      },
    }),
  );
}

/**
 * The photos of a staff upload: multipart/form-data with a `photo` file per photo and,
 * optionally, an `alt` text for each in the same order. A declared size over the limit is
 * refused before anything is read, and a streamed body stops being read at the limit.
 * addProductPhotos checks the files themselves.
 */
export async function readPhotoForm(
  request: Request,
): Promise<Pick<AddProductPhotosInput, 'photos'>> {
  const max = photoUploads.maxRequestBytes;
  if (Number(request.headers.get('content-length')) > max) throw uploadTooLarge();
  const type = request.headers.get('content-type') ?? '';
  if (!request.body || !type.startsWith('multipart/form-data')) throw notAForm();
  let exceeded = false;
  const body = limited(request.body, max, () => (exceeded = true));
  const form = await new Response(body, { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw exceeded ? uploadTooLarge() : notAForm();
    });
  const alts = form.getAll('alt');
  return {
    photos: form.getAll('photo').map((file, index) => {
      if (!(file instanceof File))
        throw validationFailed({ [`photos.${index}.file`]: choosePhotoFile });
      const alt = alts[index];
      return { file, alt: typeof alt === 'string' ? alt : '' };
    }),
  };
}
