import 'server-only';

/** Per-field messages, keyed by the name of the parameter or body field that was wrong. */
export type FieldErrors = Record<string, string>;

export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
  /** Seconds, sent as `Retry-After` (429 and 503). */
  retryAfter?: number;
};

/** An error a client can act on; the wrapper answers it as `{error: {code, message, fields}}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly retryAfter?: number;

  constructor({ status, code, message, fields, retryAfter }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export function validationFailed(fields: FieldErrors): ApiError {
  return new ApiError({
    status: 400,
    code: 'validation_failed',
    message: 'Some of the values sent are not valid.',
    fields,
  });
}

export function forbidden(code: string, message: string, fields?: FieldErrors): ApiError {
  return new ApiError({ status: 403, code, message, fields });
}

export function tooManyRequests(retryAfter: number): ApiError {
  return new ApiError({
    status: 429,
    code: 'throttled',
    message: 'Too many requests; please wait a moment and try again.',
    retryAfter: Math.max(1, Math.ceil(retryAfter)),
  });
}
