import 'server-only';
import type { Vocabulary } from '@/lib/i18n/vocabulary';

/**
 * What went wrong, in the store's own terms. Each edge says it its own way: the API answers
 * an HTTP status (lib/api/error-status.ts), a form or page its own message.
 */
export const domainErrorKinds = [
  /** The input is wrong; `fields` says where. */
  'invalid',
  /** The caller must sign in first. */
  'unauthenticated',
  /** The caller is known but may not do this. */
  'forbidden',
  'not_found',
  /** The state of things does not allow it now (changed meanwhile, already done, in use). */
  'conflict',
  /** More than the store takes at once (a file, a body). */
  'too_large',
  /** A file of a type the store does not take. */
  'unsupported_type',
  /** Well-formed, but its content cannot be used (a damaged photo). */
  'unprocessable',
  /** Too many tries: wait `retryAfter` seconds. */
  'throttled',
  /** A partner's service (a courier) failed to answer. */
  'upstream_failed',
  /** The store or a service it needs cannot be reached for a moment. */
  'unavailable',
] as const;

export type DomainErrorKind = (typeof domainErrorKinds)[number];

/** The kinds that are a fault of the store or a partner, not a refusal of what was asked. */
const faultKinds: ReadonlySet<DomainErrorKind> = new Set(['upstream_failed', 'unavailable']);

/** Whether an error of `kind` refuses the caller's input (the API answers it with a 4xx). */
export const refusesInput = (kind: DomainErrorKind) => !faultKinds.has(kind);

/** Per-field messages, keyed by the name of the parameter or body field that was wrong. */
export type FieldErrors = Record<string, string>;

/** A value of a closed list (an order's status), said in the reader's words from the vocabulary. */
export type VocabularyValue = { vocabulary: Vocabulary; value: string };

/**
 * Where staff pages find a refusal's words, `admin.json` `refusals.<area>.<code>` (its
 * `message` stays the API's English), and the values they are filled with.
 */
export type RefusalWords = {
  area: string;
  values?: Record<string, string | number | VocabularyValue>;
};

export type DomainErrorInit = {
  kind: DomainErrorKind;
  code: string;
  message: string;
  fields?: FieldErrors;
  /** Seconds until a try may succeed (throttled, unavailable). */
  retryAfter?: number;
  words?: RefusalWords;
};

/** A refusal a caller can act on: its kind, a stable code, a message and the fields at fault. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly retryAfter?: number;
  readonly words?: RefusalWords;

  constructor({ kind, code, message, fields, retryAfter, words }: DomainErrorInit) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.words = words;
  }
}

export function validationFailed(fields: FieldErrors): DomainError {
  return new DomainError({
    kind: 'invalid',
    code: 'validation_failed',
    message: 'Some of the values sent are not valid.',
    fields,
  });
}

export function forbidden(code: string, message: string, fields?: FieldErrors): DomainError {
  return new DomainError({ kind: 'forbidden', code, message, fields });
}

export function tooManyRequests(retryAfter: number): DomainError {
  return new DomainError({
    kind: 'throttled',
    code: 'throttled',
    message: 'Too many requests; please wait a moment and try again.',
    retryAfter: Math.max(1, Math.ceil(retryAfter)),
  });
}
