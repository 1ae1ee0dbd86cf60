'use client';

import { useLocale, useTranslations } from '#intl';
import { useCodeRequest } from '@/components/account/use-code-request';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { apiRequest, type FieldMessages } from '@/lib/http/api-client';
import { normalizePhone } from '@/lib/validation/client';
import type { CheckoutStartBody } from './checkout-body';
import { useFailureWords } from './use-failure-words';

/**
 * A guest confirms the order's phone with a one-time code (POST /api/v1/orders/otp); a
 * signed-in shopper has none to give. An order is placed only with a code sent to the
 * number typed: without one, the server checks the order and asks for the code.
 */
export function useGuestCode(
  guest: boolean,
  typedPhone: () => string,
  checkout: () => CheckoutStartBody,
) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const words = useFailureWords();
  const code = useCodeRequest();

  const placeable = () =>
    !guest || (code.sentTo !== null && code.sentTo === normalizePhone(typedPhone()));

  /**
   * A refused order's fields. One that could not be placed was asked for the code, which
   * the form does not show yet: the phone says what to do, unless it has an error of its own.
   */
  const refusedFields = (fields: FieldMessages): FieldMessages => {
    if (placeable()) return fields;
    const confirm = code.sentTo ? t('errors.otherPhone') : t('errors.confirmPhone');
    const asked: FieldMessages = { ...fields, phone: fields.phone ?? confirm };
    delete asked.otp;
    return asked;
  };

  /** Asks for a code to the number typed: `onSent` is given what to say, `onRefused` why not. */
  const send = (onSent: (said: string) => void, onRefused: (failure: ApiFormFailure) => void) => {
    const phone = typedPhone();
    return code.send(
      normalizePhone(phone) ?? phone,
      async () => {
        const answer = await apiRequest<{ message: string }>('POST', '/api/v1/orders/otp', {
          phone,
          locale,
          checkout: checkout(),
        });
        onSent(words.english ? answer.message : t('contact.codeSent'));
      },
      (error) => onRefused(words.refusal(error, 'send a code')),
    );
  };

  return { code: guest ? code : null, placeable, refusedFields, send };
}
