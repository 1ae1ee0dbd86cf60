'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkFields, formValues } from '@/components/account/check-fields';
import { CodeStep } from '@/components/account/code-step';
import { TextField } from '@/components/account/form-field';
import { FormNotice } from '@/components/account/form-notice';
import { PhoneField } from '@/components/account/phone-field';
import { SubmitButton } from '@/components/account/submit-button';
import { useCodeRequest } from '@/components/account/use-code-request';
import { useFormFeedback } from '@/components/account/use-form-feedback';
import { useFailureWords } from '@/components/checkout/use-failure-words';
import { useRouter } from '@/i18n/navigation';
import { apiRequest } from '@/lib/http/api-client';
import { asciiDigits } from '@/lib/i18n/digits';
import { otpBodySchema } from '@/lib/identity/client';
import { trackCodeBodySchema, type TrackCodeInput } from '@/lib/ordering/client';

/**
 * /track-order: the order number and the phone it was placed with, then the 6-digit code
 * sent to that phone (docs/decisions.md, "Finding an order by phone"). The server answers
 * step 1 alike whether or not they match, so the form cannot tell either.
 */
export function TrackOrderForm({ number: givenNumber = '' }: { number?: string }) {
  const t = useTranslations('orders.track');
  const locale = useLocale();
  const words = useFailureWords();
  const router = useRouter();
  const { formRef, errors, notice, showErrors, showFailure, reset } = useFormFeedback();
  const code = useCodeRequest();
  const [asked, setAsked] = useState<TrackCodeInput | null>(null);
  const [opening, setOpening] = useState(false);

  const requestCode = (input: TrackCodeInput) =>
    code.send(
      input.phone,
      async () => {
        const answer = await apiRequest<{ message: string }>('POST', '/api/v1/orders/track/code', {
          ...input,
          locale,
        });
        setAsked(input);
        reset({ tone: 'success', text: words.english ? answer.message : t('codeSent') });
      },
      (error) => showFailure(words.failure(error), words.explain('send a code')),
    );

  const openOrder = async (input: TrackCodeInput, values: Record<string, string>) => {
    const checked = checkFields(otpBodySchema, values);
    if (checked.errors) return showErrors(words.fields(checked.errors));
    setOpening(true);
    try {
      await apiRequest('POST', '/api/v1/orders/track', {
        ...input,
        otp: checked.data.otp,
        locale,
      });
      router.push(`/track-order/${encodeURIComponent(input.number)}`);
    } catch (error) {
      showFailure(words.failure(error), words.explain('open your order'));
      setOpening(false);
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    // A phone or a code typed in Bangla digits reads the same as in ASCII ones.
    const values = Object.fromEntries(
      Object.entries(typed).map(([name, value]) => [name, asciiDigits(value)]),
    );
    if (code.sentTo && asked) return openOrder(asked, values);
    const checked = checkFields(trackCodeBodySchema, values);
    if (checked.errors) return showErrors(words.fields(checked.errors));
    await requestCode(checked.data);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <FormNotice notice={notice} className="mb-6" />
      {code.sentTo && asked ? (
        <>
          <p className="text-ink-soft mb-4 text-sm">
            {t('order')} <span className="text-ink font-medium">{asked.number}</span>
          </p>
          <CodeStep
            code={code}
            error={errors.otp}
            onResend={() => requestCode(asked)}
            onRestart={() => {
              setAsked(null);
              reset();
            }}
            changeLabel={t('changeLabel')}
          />
          <SubmitButton pending={opening} label={t('see')} pendingLabel={t('opening')} wide />
        </>
      ) : (
        <>
          <TextField
            label={t('number')}
            name="number"
            defaultValue={asked?.number ?? givenNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="NJ-260521-48271"
            hint={errors.number ? undefined : t('numberHint')}
            error={errors.number}
            className="mb-6"
          />
          <PhoneField
            label={t('phone')}
            defaultValue={asked?.phone}
            error={errors.phone}
            className="mb-8"
          />
          <SubmitButton
            pending={code.sending}
            label={t('sendCode')}
            pendingLabel={t('sending')}
            wide
          />
        </>
      )}
    </form>
  );
}
