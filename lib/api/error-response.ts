import 'server-only';
import { z } from 'zod';
import { isDatabaseUnavailable, isDataException } from './database-errors';
import { ApiError, validationFailed } from './errors';
import { jsonResponse } from './json-response';
import { zodFields } from './zod-fields';

const unavailable = new ApiError({
  status: 503,
  code: 'unavailable',
  message: 'The store cannot be reached for a moment; please try again shortly.',
  retryAfter: 5,
});

const unusableValue = new ApiError({
  status: 400,
  code: 'invalid_input',
  message: 'Some of the values sent cannot be used (for example, they contain NUL characters).',
});

const internal = new ApiError({
  status: 500,
  code: 'internal_error',
  message: 'Something went wrong on our side; please try again later.',
});

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof z.core.$ZodError) return validationFailed(zodFields(error));
  if (isDatabaseUnavailable(error)) return unavailable;
  if (isDataException(error)) return unusableValue;
  return null;
}

/** The one error shape of the API; nothing but code, message and fields ever reaches a client. */
export function errorResponse(error: unknown, request: Request): Response {
  const apiError = toApiError(error);
  if (!apiError || apiError.status >= 500 || apiError === unusableValue) {
    // The details stay in the server log: a stack or SQL text in a body would leak internals.
    console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  }
  const { status, code, message, fields, retryAfter } = apiError ?? internal;
  const headers: Record<string, string> = {};
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  return jsonResponse(
    { error: fields ? { code, message, fields } : { code, message } },
    status,
    headers,
  );
}
