import { useLocale, useTranslations } from '#intl';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { ApiClientError, type FieldMessages } from '@/lib/http/api-client';

/** The refusals of the stock-alert calls we have words for (lib/catalogue/stock-alerts). */
const knownCodes = ['invalid_code', 'throttled', 'in_stock', 'too_many_alerts'] as const;
type KnownCode = (typeof knownCodes)[number];
const isKnown = (code: string): code is KnownCode =>
  (knownCodes as readonly string[]).includes(code);

/**
 * A refused stock-alert call in the shopper's words: the server's own in English; on a
 * Bangla page ours, by the refusal's code and the field's name, so that no English server
 * text reaches her (docs/decisions.md 14).
 */
export function useBackInStockFailure(): (error: unknown) => ApiFormFailure {
  const t = useTranslations('product.backInStock.problems');
  const locale = useLocale();
  return (error) => {
    if (!(error instanceof ApiClientError)) return { fields: {}, message: t('offline') };
    if (locale === 'en') return { fields: error.fields, message: error.message };
    const fields: FieldMessages = {};
    if (error.fields.phone) fields.phone = t('phone');
    if (error.fields.otp || error.code === 'invalid_code') fields.otp = t('code');
    const message = isKnown(error.code)
      ? t(error.code)
      : Object.keys(fields).length > 0
        ? t('checkFields')
        : t('unknown');
    return { fields, message };
  };
}
