export {
  reviewFits,
  type ReviewFit,
  reviewStatuses,
  type ReviewStatus,
} from '@/lib/db/values/reviews';
export { fitVerdict, type ReviewSummary, summariseReviews } from './review-summary';
export { reviewLimits, reviewTokenParamsSchema } from './schemas/review-input';
