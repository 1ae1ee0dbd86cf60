import 'server-only';
import type { DomainErrorKind } from '@/lib/domain-error';

/** The one place a domain error's kind becomes an HTTP status (docs/api-contract.md). */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  throttled: 429,
  upstream_failed: 502,
  unavailable: 503,
};
