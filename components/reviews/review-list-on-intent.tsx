'use client';

import * as drawn from '#server-drawn/reviews/review-list';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import type { FilterableReview } from './review-list';

/** The reviews' filters (./review-list.tsx), their code loaded when the shopper first reaches for the page. */
export const ReviewListOnIntent = liveOnIntent<{ reviews: FilterableReview[] }>({
  drawn: drawn.ReviewList,
  load: () => import('./review-list').then((module) => module.ReviewList),
});
