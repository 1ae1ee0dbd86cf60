import { api } from '@/lib/api';
import { jsonResponse } from '@/lib/http/server/json-response';
import { readReviewForm, submitReview } from '@/lib/reviews';
import { contract } from './contract';

// POST /api/v1/reviews/{token} multipart/form-data → 201 {review: {id}}: her review of the
// link's order line, waiting for staff. The body is a form with photos, read here.
export const POST = api(contract.POST, async ({ params, request }) =>
  jsonResponse({ review: await submitReview(params.token, () => readReviewForm(request)) }, 201),
);
