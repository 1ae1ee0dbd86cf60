import type { ReviewFit } from '@/lib/db/values/reviews';

/** The figures above a product's reviews (client-safe). */
export type ReviewSummary = {
  count: number;
  /** Rounded to one decimal; 0 without reviews. */
  average: number;
  /** How many gave each number of stars, 5 first. */
  distribution: { stars: number; count: number }[];
  /** How many said each fit. */
  fit: Record<ReviewFit, number>;
};

/** The average, distribution and fit counts of published reviews' ratings and fits. */
export function summariseReviews(given: { rating: number; fit: ReviewFit }[]): ReviewSummary {
  const fit: Record<ReviewFit, number> = { small: 0, true: 0, large: 0 };
  const stars = [0, 0, 0, 0, 0];
  let total = 0;
  for (const review of given) {
    fit[review.fit] += 1;
    stars[review.rating - 1]! += 1;
    total += review.rating;
  }
  const count = given.length;
  return {
    count,
    average: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
    distribution: [5, 4, 3, 2, 1].map((value) => ({ stars: value, count: stars[value - 1]! })),
    fit,
  };
}

/** The fit most said (true to size when tied with it), with how many of all said it. */
export function fitVerdict(
  fit: Record<ReviewFit, number>,
): { fit: ReviewFit; count: number; of: number } | null {
  const of = fit.small + fit.true + fit.large;
  if (of === 0) return null;
  const order: ReviewFit[] = ['true', 'small', 'large'];
  const top = order.reduce((best, next) => (fit[next] > fit[best] ? next : best));
  return { fit: top, count: fit[top], of };
}
