import 'server-only';
import { z } from 'zod';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { isDatabaseUnavailable, isDataException } from '../http/server/database-errors';
import { statusOfKind } from './error-status';
import { jsonResponse } from '../http/server/json-response';
import { zodFields } from '../http/server/zod-fields';
import { logger } from '@/lib/log/logger';

const unavailable = new DomainError({
  kind: 'unavailable',
  code: 'unavailable',
  message: 'The store cannot be reached for a moment; please try again shortly.',
  retryAfter: 5,
});

const unusableValue = new DomainError({
  kind: 'invalid',
  code: 'invalid_input',
  message: 'Some of the values sent cannot be used (for example, they contain NUL characters).',
});

const internal = {
  status: 500,
  code: 'internal_error',
  message: 'Something went wrong on our side; please try again later.',
  fields: undefined,
  retryAfter: undefined,
};

function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof z.core.$ZodError) return validationFailed(zodFields(error));
  if (isDatabaseUnavailable(error)) return unavailable;
  if (isDataException(error)) return unusableValue;
  return null;
}

/** What the client is told: the status of its kind, and nothing but code, message and fields. */
function answerOf(error: DomainError | null) {
  if (!error) return internal;
  const { kind, code, message, fields, retryAfter } = error;
  return { status: statusOfKind[kind], code, message, fields, retryAfter };
}

/** The one error shape of the API; nothing but code, message and fields ever reaches a client. */
export function errorResponse(error: unknown, request: Request): Response {
  const domainError = toDomainError(error);
  const { status, code, message, fields, retryAfter } = answerOf(domainError);
  if (status >= 500 || domainError === unusableValue) {
    // The details stay in the server log: a stack or SQL text in a body would leak internals.
    const path = new URL(request.url).pathname;
    logger().error({ err: error, method: request.method, path }, 'api request failed');
  }
  const headers: Record<string, string> = {};
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  return jsonResponse(
    { error: fields ? { code, message, fields } : { code, message } },
    status,
    headers,
  );
}
