import { useLocale, useTranslations } from '#intl';
import type { createTranslator } from 'next-intl';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import type { Messages } from '@/i18n/namespaces';
import type { Locale } from '@/i18n/routing';
import { ApiClientError, type FieldMessages } from '@/lib/http/api-client';

export type FittingT = ReturnType<typeof createTranslator<Messages, 'fitting'>>;

type ProblemKey = keyof Messages['fitting']['problems'];

/** The refusals of the fittings API (lib/fittings/errors.ts and the code checks) we have words for. */
const knownCodes: readonly string[] = [
  'invalid_code',
  'throttled',
  'slot_full',
  'slot_unavailable',
  'already_booked',
  'too_many_bookings',
];

/** What each field of the booking is told when the server refuses it. */
const fieldWords: Record<string, ProblemKey> = {
  start: 'chooseTime',
  name: 'enterName',
  phone: 'phone',
  otp: 'code',
};

/** A failed fittings call as a thrown value: the API's error, or a network failure. */
export function asApiError(error: unknown): ApiClientError {
  return error instanceof ApiClientError
    ? error
    : new ApiClientError(0, 'network_error', 'Something went wrong. Please try again.');
}

/**
 * A refused booking in the shopper's words: in English the server's own (as the API
 * writes them); on a Bangla page ours, by the refusal's code and each field's name, so no
 * English server text reaches her (docs/decisions.md 14).
 */
export function fittingProblem(
  error: ApiClientError,
  locale: Locale,
  t: FittingT,
): { fields: FieldMessages; text: string } {
  if (locale === 'en') return { fields: error.fields, text: error.message };
  const fields: FieldMessages = {};
  for (const field of Object.keys(error.fields)) {
    const key =
      error.code === 'invalid_code' && field === 'otp' ? 'invalid_code' : fieldWords[field];
    fields[field] = t(`problems.${key ?? 'check'}`);
  }
  if (error.code === 'invalid_code' && !fields.otp) fields.otp = t('problems.invalid_code');
  const text = knownCodes.includes(error.code)
    ? t(`problems.${error.code as ProblemKey}`)
    : error.status === 0
      ? t('problems.offline')
      : Object.keys(fields).length > 0
        ? t('problems.checkFields')
        : t('problems.unknown');
  return { fields, text };
}

/** A refused fittings call for a form (useApiForm), in the page's words. */
export function useFittingFailure(): (error: unknown) => ApiFormFailure {
  const t = useTranslations('fitting');
  const locale = useLocale();
  return (error) => {
    const { fields, text } = fittingProblem(asApiError(error), locale, t);
    return { fields, message: text };
  };
}
