import 'server-only';
import { DomainError, type FieldErrors } from '@/lib/domain-error';

const words = { area: 'orders' };

export const outOfStock = (fields: FieldErrors) =>
  new DomainError({
    kind: 'conflict',
    code: 'out_of_stock',
    message: 'Some items are no longer in stock in the quantity asked for.',
    words,
    fields,
  });

export const idempotencyConflict = () =>
  new DomainError({
    kind: 'conflict',
    code: 'idempotency_conflict',
    message:
      'This Idempotency-Key was already used for a different order; use a new key for a new order.',
    words,
  });

export const orderNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'There is no such order.',
    words,
  });

export const paymentUnavailable = () =>
  new DomainError({
    kind: 'unavailable',
    code: 'payment_unavailable',
    message:
      'The payment gateway cannot be reached just now; please try again or pay cash on delivery.',
    words,
    retryAfter: 30,
  });
