'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { checkFields, formValues } from '@/components/account/check-fields';
import { CodeStep } from '@/components/account/code-step';
import { explainFailure } from '@/components/account/explain-failure';
import { TextField } from '@/components/account/form-field';
import { FormNotice } from '@/components/account/form-notice';
import { PhoneField } from '@/components/account/phone-field';
import { SubmitButton } from '@/components/account/submit-button';
import { useCodeRequest } from '@/components/account/use-code-request';
import { useFormFeedback } from '@/components/account/use-form-feedback';
import { apiRequest } from '@/lib/http/api-client';
import { otpBodySchema } from '@/lib/validation/account';
import { trackCodeBodySchema, type TrackCodeInput } from '@/lib/validation/track-order';

/**
 * /track-order: the order number and the phone it was placed with, then the 6-digit code
 * sent to that phone (docs/decisions.md, "Finding an order by phone"). The server answers
 * step 1 alike whether or not they match, so the form cannot tell either.
 */
export function TrackOrderForm({ number: givenNumber = '' }: { number?: string }) {
  const router = useRouter();
  const { formRef, errors, notice, showErrors, showFailure, reset } = useFormFeedback();
  const code = useCodeRequest();
  const [asked, setAsked] = useState<TrackCodeInput | null>(null);
  const [opening, setOpening] = useState(false);

  const requestCode = (input: TrackCodeInput) =>
    code.send(
      input.phone,
      async () => {
        const answer = await apiRequest<{ message: string }>(
          'POST',
          '/api/v1/orders/track/code',
          input,
        );
        setAsked(input);
        reset({ tone: 'success', text: answer.message });
      },
      (error) => showFailure(error, (failure) => explainFailure(failure, 'send a code')),
    );

  const openOrder = async (input: TrackCodeInput, values: Record<string, string>) => {
    const checked = checkFields(otpBodySchema, values);
    if (checked.errors) return showErrors(checked.errors);
    setOpening(true);
    try {
      await apiRequest('POST', '/api/v1/orders/track', { ...input, otp: checked.data.otp });
      router.push(`/track-order/${encodeURIComponent(input.number)}`);
    } catch (error) {
      showFailure(error, (failure) => explainFailure(failure, 'open your order'));
      setOpening(false);
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (code.sentTo && asked) return openOrder(asked, values);
    const checked = checkFields(trackCodeBodySchema, values);
    if (checked.errors) return showErrors(checked.errors);
    await requestCode(checked.data);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Find your order">
      <FormNotice notice={notice} className="mb-6" />
      {code.sentTo && asked ? (
        <>
          <p className="text-ink-soft mb-4 text-sm">
            Order <span className="text-ink font-medium">{asked.number}</span>
          </p>
          <CodeStep
            code={code}
            error={errors.otp}
            onResend={() => requestCode(asked)}
            onRestart={() => {
              setAsked(null);
              reset();
            }}
            changeLabel="Use another order or number"
          />
          <SubmitButton pending={opening} label="See my order" pendingLabel="Opening…" wide />
        </>
      ) : (
        <>
          <TextField
            label="Order number"
            name="number"
            defaultValue={asked?.number ?? givenNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="NJ-260521-48271"
            hint={errors.number ? undefined : 'On your confirmation SMS or e-mail'}
            error={errors.number}
            className="mb-6"
          />
          <PhoneField
            label="Mobile number used for the order"
            defaultValue={asked?.phone}
            error={errors.phone}
            className="mb-8"
          />
          <SubmitButton pending={code.sending} label="Send code" pendingLabel="Sending…" wide />
        </>
      )}
    </form>
  );
}
