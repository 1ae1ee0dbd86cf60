import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';
import type { ApiClientError, FieldMessages } from '@/lib/http/api-client';

/** The account namespace's t(), from useTranslations('account') or createTranslator. */
export type AccountT = ReturnType<typeof createTranslator<Messages, 'account'>>;

/** What a form needs to put a failure in the shopper's words: her language and its messages. */
export type Words = { locale: Locale; t: AccountT };

/** What a failed call was doing, completing "We could not …" (messages: account.actions). */
export type FailureAction = keyof Messages['account']['actions'];

type ProblemKey = keyof Messages['account']['fieldProblems'];
type FailureKey = keyof Messages['account']['failures'];

/** The server's words for a number it cannot read as a Bangladeshi mobile (lib/validation). */
const phoneMessage = 'must be a Bangladeshi mobile number, such as 01712345678';

/** Conflicts name their field by code; a message with no field goes beside that field. */
const fieldOfCode: Record<string, string> = {
  email_taken: 'email',
  phone_taken: 'phone',
  username_taken: 'username',
  invalid_code: 'otp',
};

/**
 * The shared schemas' and the server's field messages (English), by their words: a Bangla
 * page shows its own message for each, never the English one (docs/decisions.md 14).
 */
const problemOfMessage: Record<string, ProblemKey> = {
  'Enter your e-mail address': 'enterEmail',
  'Enter a valid e-mail address, such as name@example.com': 'validEmail',
  'Enter your password': 'enterPassword',
  'Enter a password': 'enterAPassword',
  'Use at least one letter': 'letter',
  'Use at least one digit': 'digit',
  'Enter the 6-digit code': 'code',
  'Enter your name': 'name',
  'Use letters, digits, dots and underscores only': 'username',
  'The passwords do not match': 'mismatch',
  'Repeat the password': 'repeat',
  [phoneMessage]: 'phone',
  'Choose a division': 'division',
  'Choose a district': 'district',
  'Choose a district of this division': 'districtOfDivision',
  'Enter your current password': 'currentPassword',
};

/** Server messages of a conflict or a refusal that a field shows, by their words. */
const failureOfMessage: Record<string, FailureKey> = {
  'The current password is not correct': 'current_password',
  'phone number already exist': 'phone_taken',
  'phone number already exists with another e-mail, please use another phone number': 'phone_taken',
  'This username is taken.': 'username_taken',
  'An account with this e-mail address already exists.': 'email_taken',
  'The code is wrong or has expired': 'invalid_code',
};

const lengthRule = /^(?:An e-mail address has|Use) at (least|most) (\d+) characters$/;

/** Bangla script: a message already in the page's words (a form may word its own). */
const banglaScript = /[\u0980-\u09ff]/;

/** One field's message in the page's language: English as written, Bangla by its words. */
export function fieldProblem(message: string, { locale, t }: Words): string {
  if (locale === 'en' || banglaScript.test(message)) return message;
  const problem = problemOfMessage[message];
  if (problem) return t(`fieldProblems.${problem}`);
  // A sentence is known with or without its full stop (a conflict's field has none).
  const failure =
    failureOfMessage[message] ??
    failureOfMessage[message.replace(/\.$/, '')] ??
    failureOfMessage[`${message}.`];
  if (failure) return t(`failures.${failure}`);
  const length = lengthRule.exec(message);
  if (length) {
    const count = localeDigits(length[2]!, locale);
    return t(length[1] === 'least' ? 'fieldProblems.atLeast' : 'fieldProblems.atMost', { count });
  }
  return t('fieldProblems.check');
}

/**
 * The server's message for a phone number, in the page's language, for a refusal that
 * does not name the field (a blank number, a whole body refused).
 */
export const phoneProblem = (words: Words) => fieldProblem(phoneMessage, words);

/** Every field's message of a form or an answer, in the page's language. */
export function fieldProblems(fields: FieldMessages, words: Words): FieldMessages {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, fieldProblem(message, words)]),
  );
}

/** A known refusal's own words on a Bangla page; undefined for one we have none for. */
function refusalWords(error: ApiClientError, { t }: Words): string | undefined {
  if (error.code === 'invalid_credentials' && error.fields.currentPassword) {
    return t('failures.current_password');
  }
  const known: readonly string[] = [
    'invalid_credentials',
    'invalid_code',
    'throttled',
    'email_taken',
    'phone_taken',
    'username_taken',
    'not_found',
  ];
  return known.includes(error.code) ? t(`failures.${error.code as FailureKey}`) : undefined;
}

/** The server's per-field messages, plus the field a conflict or wrong code is about. */
export function fieldsOf(error: ApiClientError, words: Words): FieldMessages {
  const fields = fieldProblems(error.fields, words);
  const field = fieldOfCode[error.code];
  if (!field || fields[field]) return fields;
  const message = words.locale === 'en' ? error.message : refusalWords(error, words);
  return { ...fields, [field]: message ?? words.t('fieldProblems.check') };
}

/**
 * The words for a failed account call: the server's own message where it speaks to the
 * shopper (validation, conflicts, wrong codes; on a Bangla page our words for its code),
 * and a plain way forward otherwise. `action` completes "We could not …".
 */
export function localisedFailure(
  error: ApiClientError,
  action: FailureAction,
  words: Words,
): string {
  const { locale, t } = words;
  const doing = t(`actions.${action}`);
  if (error.status === 0) return locale === 'en' ? error.message : t('failures.offline');
  if (error.status === 429) return t('failures.tooMany', { action: doing });
  if (
    error.status === 401 &&
    error.code !== 'invalid_code' &&
    error.code !== 'invalid_credentials'
  ) {
    return t('failures.sessionEnded', { action: doing });
  }
  if (error.status >= 500) return t('failures.serverDown', { action: doing });
  if (locale === 'en') return error.message;
  return refusalWords(error, words) ?? t('failures.refused', { action: doing });
}

/**
 * The English words of a failed call, for forms outside the account that name their own
 * action ('place your order'); account forms use `localisedFailure`.
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

/** The codes of a failed `signIn` (see the accounts interface) that have words of their own. */
const signInCodes = ['invalid_credentials', 'invalid_code', 'throttled', 'email_unproven'];

/** A failed `signIn`'s code in the shopper's words; undefined for a code we do not know. */
export function signInFailure(code: string | undefined, t: AccountT): string | undefined {
  return code && signInCodes.includes(code)
    ? t(`failures.${code as (typeof signInCodes)[number] as FailureKey}`)
    : undefined;
}
