export { openReviewLink, type ReviewLinkState } from './open-review-link';
export {
  readProductReviews,
  type ProductReviews,
  type PublishedReview,
} from './read-product-reviews';
export { readReviewForm } from './read-review-form';
export { reviewTokenParamsSchema } from './schemas/review-input';
export { submitReview } from './submit-review';
