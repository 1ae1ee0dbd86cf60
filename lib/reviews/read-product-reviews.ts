import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { reviewPhotos, reviews } from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';
import type { ReviewFit } from '@/lib/db/values/reviews';
import { summariseReviews, type ReviewSummary } from './review-summary';

/** The latest this many published reviews are on the page, where the shopper filters them. */
export const shownReviewsLimit = 50;

/** A published review as the product page shows it (client-safe fields only). */
export type PublishedReview = {
  id: number;
  rating: number;
  fit: ReviewFit;
  title: string;
  body: string;
  locale: Locale;
  author: string;
  /** ISO date of publishing. */
  date: string;
  reply: string;
  photos: { path: string; width: number; height: number }[];
};

export type ProductReviews = { summary: ReviewSummary; reviews: PublishedReview[] };

const productIdSchema = z.number().int().positive().max(2_147_483_647);

const none: ProductReviews = { summary: summariseReviews([]), reviews: [] };

/**
 * A product's published reviews, the same for every shopper and language (each review is
 * shown in its own), cached under the product's tag: publishing, rejecting or replying
 * expires it (lib/reviews/moderate.ts). An id that is no product's id has none.
 */
export async function readProductReviews(productId: number): Promise<ProductReviews> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  if (!productIdSchema.safeParse(productId).success) {
    cacheTag(cacheTags.catalogue);
    return none;
  }
  cacheTag(cacheTags.catalogue, cacheTags.product(productId));
  const db = getDb();
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const [figures, latest] = await Promise.all([
    db.select({ rating: reviews.rating, fit: reviews.fit }).from(reviews).where(published),
    db
      .select()
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(shownReviewsLimit),
  ]);
  const photos = latest.length
    ? await db
        .select()
        .from(reviewPhotos)
        .where(
          inArray(
            reviewPhotos.reviewId,
            latest.map((row) => row.id),
          ),
        )
        .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position))
    : [];
  return {
    summary: summariseReviews(figures),
    reviews: latest.map((row) => ({
      id: row.id,
      rating: row.rating,
      fit: row.fit,
      title: row.title,
      body: row.body,
      locale: row.locale,
      author: row.authorName,
      date: (row.publishedAt ?? row.createdAt).toISOString(),
      reply: row.reply,
      photos: row.photosConsent
        ? photos
            .filter((photo) => photo.reviewId === row.id)
            .map(({ path, width, height }) => ({ path, width, height }))
        : [],
    })),
  };
}
