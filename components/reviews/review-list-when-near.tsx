'use client';

import { loadWhenNear } from '@/components/ui/load-later';

/** The reviews' filters and list (review-list.tsx), their code loaded as they come near. */
export const ReviewListWhenNear = loadWhenNear(() =>
  import('./review-list').then((module) => module.ReviewList),
);
