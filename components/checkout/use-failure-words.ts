'use client';

import { useLocale, useTranslations } from '#intl';
import type { FieldErrors } from '@/components/account/form-values';
import { explainFailure } from '@/components/account/explain-failure';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { ApiClientError } from '@/lib/http/api-client';
import { discountRefusalWords } from './discount-refusal-words';

type Lookup = {
  (key: string, values?: Record<string, string>): string;
  has: (key: string) => boolean;
};

/** The fields a discount code is sent in: the cart's check and the order. */
const discountFields = new Set(['code', 'discount_code']);

/**
 * The server and the shared schemas speak English. On an English page their words are
 * shown as they are; on a Bangla page every failure is said again from our own messages,
 * by its error code and by the field it is about, with a general word for anything else.
 */
export function useFailureWords() {
  const locale = useLocale();
  const t = useTranslations('orders') as unknown as Lookup;
  const english = locale === 'en';

  const field = (name: string): string => {
    if (name.startsWith('items.')) return t('failures.unavailable');
    return t.has(`fields.${name}`) ? t(`fields.${name}`) : t('failures.generic');
  };

  /**
   * A field the server refused, in our words: a discount code by the reason the server gave,
   * a field of a known refusal (a wrong code) by that refusal, any other by its name.
   */
  const refusedField = (error: ApiClientError, name: string, message: string): string => {
    if (name.startsWith('items.')) return field(name);
    const refusal = discountFields.has(name) ? discountRefusalWords(message, locale) : null;
    if (refusal) return t(`discountRefusals.${refusal.key}`, refusal.values);
    if (error.code !== 'validation_failed' && t.has(`failures.${error.code}`)) {
      return t(`failures.${error.code}`);
    }
    return field(name);
  };

  const failureMessage = (error: ApiClientError): string => {
    if (t.has(`failures.${error.code}`)) return t(`failures.${error.code}`);
    if (error.status === 0) return t('failures.network');
    if (error.status === 429) return t('failures.throttled');
    if (error.status === 401) return t('failures.session');
    if (error.status >= 500) return t('failures.server');
    return t('failures.validation_failed');
  };

  /** Field errors of the form's own checks, in the page's language. */
  const fields = (errors: FieldErrors): FieldErrors =>
    english ? errors : Object.fromEntries(Object.keys(errors).map((name) => [name, field(name)]));

  /** A failed call with its message and field messages in the page's language. */
  const failure = (error: unknown): unknown => {
    if (english) return error;
    if (!(error instanceof ApiClientError)) {
      return new ApiClientError(500, 'internal_error', t('failures.server'));
    }
    return new ApiClientError(
      error.status,
      error.code,
      failureMessage(error),
      Object.fromEntries(
        Object.entries(error.fields).map(([name, message]) => [
          name,
          refusedField(error, name, message),
        ]),
      ),
    );
  };

  /** The words above the form for a failed call (`action` completes the English "We could not …"). */
  const explain =
    (action: string) =>
    (error: ApiClientError): string =>
      english ? explainFailure(error, action) : error.message;

  /** A refused call as useApiForm shows it: beside each field, and above the form (`explain`). */
  const refusal = (thrown: unknown, action: string): ApiFormFailure => {
    const error = failure(thrown);
    if (!(error instanceof ApiClientError)) return { fields: {}, message: t('failures.server') };
    return { fields: error.fields, message: explain(action)(error) };
  };

  return { english, fields, failure, explain, refusal };
}
