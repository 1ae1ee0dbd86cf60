import 'server-only';
import { ApiError, type FieldErrors } from '@/lib/api/errors';

export const outOfStock = (fields: FieldErrors) =>
  new ApiError({
    status: 409,
    code: 'out_of_stock',
    message: 'Some items are no longer in stock in the quantity asked for.',
    fields,
  });

export const idempotencyConflict = () =>
  new ApiError({
    status: 409,
    code: 'idempotency_conflict',
    message:
      'This Idempotency-Key was already used for a different order; use a new key for a new order.',
  });

export const orderNotFound = () =>
  new ApiError({ status: 404, code: 'not_found', message: 'There is no such order.' });

export const paymentUnavailable = () =>
  new ApiError({
    status: 503,
    code: 'payment_unavailable',
    message:
      'The payment gateway cannot be reached just now; please try again or pay cash on delivery.',
    retryAfter: 30,
  });
