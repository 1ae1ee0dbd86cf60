import 'server-only';
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, orders, products, reviewPhotos, reviews } from '@/lib/db/schema';
import type { ReviewFit, ReviewStatus } from '@/lib/db/values/reviews';
import type { StaffReviewFilters } from './schemas/moderation';

/** A review as the moderation page lists it. */
export type StaffReview = {
  id: number;
  status: ReviewStatus;
  rating: number;
  fit: ReviewFit;
  title: string;
  body: string;
  locale: 'en' | 'bn';
  author: string;
  productName: string;
  productSlug: string;
  orderNumber: string;
  photosConsent: boolean;
  rejectReason: string;
  reply: string;
  createdAt: Date;
  photos: { path: string; width: number; height: number }[];
};

/** How many reviews the page lists at once. */
export const staffReviewsLimit = 100;

/** Reviews for staff, those waiting first, then newest; narrowed by the page's filters. */
export async function listStaffReviews(filters: StaffReviewFilters): Promise<StaffReview[]> {
  const db = getDb();
  const where: SQL[] = [];
  if (filters.status) where.push(eq(reviews.status, filters.status));
  if (filters.rating) where.push(eq(reviews.rating, filters.rating));
  if (filters.photos) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(reviewPhotos)
          .where(eq(reviewPhotos.reviewId, reviews.id)),
      ),
    );
  }
  const rows = await db
    .select({
      review: reviews,
      productName: products.name,
      productSlug: products.slug,
      orderNumber: orders.number,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${reviews.status} = 'pending' DESC`, desc(reviews.createdAt), desc(reviews.id))
    .limit(staffReviewsLimit);
  const ids = rows.map((row) => row.review.id);
  const photos = ids.length
    ? await db
        .select()
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, ids))
        .orderBy(asc(reviewPhotos.position))
    : [];
  return rows.map(({ review, productName, productSlug, orderNumber }) => ({
    id: review.id,
    status: review.status,
    rating: review.rating,
    fit: review.fit,
    title: review.title,
    body: review.body,
    locale: review.locale,
    author: review.authorName,
    productName,
    productSlug,
    orderNumber,
    photosConsent: review.photosConsent,
    rejectReason: review.rejectReason,
    reply: review.reply,
    createdAt: review.createdAt,
    photos: photos
      .filter((photo) => photo.reviewId === review.id)
      .map(({ path, width, height }) => ({ path, width, height })),
  }));
}
