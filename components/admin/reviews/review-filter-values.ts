import type { ReviewStatus } from '@/lib/reviews/client';

export { reviewStatuses } from '@/lib/reviews/client';

/** The filters the list was asked for, as the page read them from its address. */
export type StaffReviewFiltersShape = { status?: ReviewStatus; rating?: number; photos?: '1' };
