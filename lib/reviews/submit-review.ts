import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { reviewPhotos, reviews } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import { mediaStorage, mediaUrlOf, processPhoto, type ProcessedPhoto } from '@/lib/catalogue';
import type { ReviewSubmission } from './read-review-form';
import { alreadyReviewed, photosNeedConsent, reviewLinkInvalid } from './errors';
import { reviewLanguage } from './review-language';
import { authorNameOf, readReviewableLine } from './reviewable-line';
import { readReviewToken } from './review-token';

/** Makes each photo as the product photos are made: type from its bytes, re-encoded, no metadata. */
async function processPhotos(submission: ReviewSubmission): Promise<ProcessedPhoto[]> {
  const made: ProcessedPhoto[] = [];
  for (const [index, file] of submission.photos.entries()) {
    try {
      made.push(await processPhoto(file));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw new DomainError({
        kind: error.kind,
        code: error.code,
        message: error.message,
        fields: { photos: error.message, [`photos.${index}`]: error.message },
      });
    }
  }
  return made;
}

async function storePhotos(photos: ProcessedPhoto[]) {
  const storage = mediaStorage();
  return Promise.all(
    photos.map(async (photo) => {
      const key = `reviews/${randomUUID()}.webp`;
      await storage.put(key, photo.body, photo.contentType);
      return { key, path: mediaUrlOf(key), width: photo.width, height: photo.height };
    }),
  );
}

/**
 * Writes the review of the link's order line, waiting for staff: only a line of a delivered
 * order, once (the line's unique review is what spends the link, so two sends at once
 * leave one). The link is checked before `read` takes the body, so that a forged or spent
 * one costs no upload. Photos are stored before the write and removed when it is refused.
 */
export async function submitReview(
  token: string,
  read: () => Promise<ReviewSubmission>,
): Promise<{ id: number }> {
  const orderItemId = readReviewToken(token);
  if (orderItemId === null) throw reviewLinkInvalid();
  const line = await readReviewableLine(getDb(), orderItemId, 'en');
  if (!line || !line.delivered) throw reviewLinkInvalid();
  if (line.reviewed) throw alreadyReviewed();
  const submission = await read();
  if (submission.photos.length > 0 && !submission.photosConsent) throw photosNeedConsent();
  const stored = await storePhotos(await processPhotos(submission));
  try {
    return await writeTransaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          orderItemId,
          productId: line.productId,
          rating: submission.rating,
          fit: submission.fit,
          title: submission.title,
          body: submission.body,
          locale: reviewLanguage(`${submission.title} ${submission.body}`),
          authorName: authorNameOf(line.contactName, submission.firstNameOnly),
          photosConsent: submission.photosConsent,
        })
        .onConflictDoNothing({ target: reviews.orderItemId })
        .returning({ id: reviews.id });
      if (!row) throw alreadyReviewed();
      if (stored.length > 0) {
        await tx.insert(reviewPhotos).values(
          stored.map((photo, position) => ({
            reviewId: row.id,
            position,
            path: photo.path,
            width: photo.width,
            height: photo.height,
          })),
        );
      }
      return row;
    });
  } catch (error) {
    await Promise.all(stored.map((photo) => mediaStorage().delete(photo.key)));
    throw error;
  }
}
