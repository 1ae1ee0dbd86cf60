import 'server-only';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { readLimitedForm } from '@/lib/http/server/read-limited-form';
import { zodFields } from '@/lib/http/server/zod-fields';
import type { PhotoFile } from '@/lib/catalogue';
import { tooManyPhotos } from './errors';
import { reviewInputSchema, reviewLimits, type ReviewInput } from './schemas/review-input';

/** A review with its photos: six phone photos fit, a seventh megabyte-heavy one does not. */
export const reviewRequestMaxBytes = 60 * 1024 * 1024;

const formTooLarge = () =>
  new DomainError({
    kind: 'too_large',
    code: 'payload_too_large',
    message: `The review with its photos is larger than ${reviewRequestMaxBytes / (1024 * 1024)} MB; send smaller photos.`,
  });

const notAForm = () =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_form',
    message: 'Send the review as multipart/form-data.',
  });

export type ReviewSubmission = ReviewInput & { photos: PhotoFile[] };

/**
 * A review as its form sends it: multipart/form-data with its fields and up to six `photo`
 * files (an empty file input sends one empty file, which is no photo). Each photo's size
 * and type are checked when it is made (processPhoto), from its bytes.
 */
export async function readReviewForm(request: Request): Promise<ReviewSubmission> {
  const form = await readLimitedForm(request, reviewRequestMaxBytes, {
    tooLarge: formTooLarge,
    notAForm,
  });
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = reviewInputSchema.safeParse(fields);
  if (!parsed.success) throw validationFailed(zodFields(parsed.error));
  const photos = form
    .getAll('photo')
    .filter((file): file is File => file instanceof File && file.size > 0);
  if (photos.length > reviewLimits.photosMax) throw tooManyPhotos(reviewLimits.photosMax);
  return { ...parsed.data, photos };
}
