import 'server-only';
import { readLimitedForm } from '@/lib/http/server/read-limited-form';
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
  const form = await readLimitedForm(request, max, { tooLarge: uploadTooLarge, notAForm });
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
