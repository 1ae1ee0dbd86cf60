export { moderateReview } from './moderate';
export {
  moderationSchema,
  staffReviewFiltersSchema,
  type StaffReviewFilters,
} from './schemas/moderation';
export { listStaffReviews, type StaffReview } from './staff-reviews';
