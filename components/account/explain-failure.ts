import type { ApiClientError, FieldMessages } from '@/lib/http/api-client';

/** Conflicts name their field by code; a message with no field goes beside that field. */
const fieldOfCode: Record<string, string> = {
  email_taken: 'email',
  phone_taken: 'phone',
  username_taken: 'username',
  invalid_code: 'otp',
};

/** The server's per-field messages, plus the field a conflict or wrong code is about. */
export function fieldsOf(error: ApiClientError): FieldMessages {
  const field = fieldOfCode[error.code];
  if (!field || error.fields[field]) return error.fields;
  return { ...error.fields, [field]: error.message };
}

/**
 * The words for a failed account call: the server's own message where it speaks to the
 * shopper (validation, conflicts, wrong codes), and a plain way forward otherwise.
 * `action` completes "We could not …", e.g. 'save your address'.
 */
export function explainFailure(error: ApiClientError, action: string): string {
  if (error.status === 0) return error.message;
  if (error.status === 429) {
    return `Too many attempts, so we could not ${action}. Please wait a minute and try again.`;
  }
  if (
    error.status === 401 &&
    error.code !== 'invalid_code' &&
    error.code !== 'invalid_credentials'
  ) {
    return `Your session has ended, so we could not ${action}. Please sign in again.`;
  }
  if (error.status >= 500) {
    return `We could not ${action} just now. Please try again in a moment.`;
  }
  return error.message;
}

/** The codes of a failed `signIn` (see the accounts interface), in the shopper's words. */
export const signInFailures: Record<string, string> = {
  invalid_credentials:
    'That e-mail and password do not match an account. Check both and try again.',
  invalid_code: 'That code is wrong or has expired. Check it, or ask for a new one.',
  throttled: 'Too many attempts. Please wait a minute before you try again.',
  email_unproven:
    'An account with this e-mail address already exists. Sign in with your e-mail and password, and confirm your e-mail address on your profile, to use Google.',
};

export const signInUnavailable = 'We could not sign you in just now. Please try again in a moment.';
