'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { apiRequest } from '@/lib/http/api-client';
import { otpBodySchema } from '@/lib/identity/client';
import { phoneSchema } from '@/lib/validation/client';
import { checkFields, formValues } from './check-fields';
import { CodeStep } from './code-step';
import { credentialsSignIn } from './credentials-sign-in';
import { AccountForm } from './account-form';
import { PhoneField } from './phone-field';
import { signInProblem } from './sign-in-result';
import { useCodeRequest } from './use-code-request';
import { useFormFeedback } from './use-form-feedback';

const phoneOnly = z.object({ phone: phoneSchema });

/** Phone sign-in (docs/decisions.md 1): the number, then the 6-digit code sent to it by SMS. */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showWorded, showFailure, reset, said } =
    useFormFeedback();
  const code = useCodeRequest();
  const [pending, setPending] = useState(false);

  const requestCode = (phone: string) =>
    code.send(
      phone,
      async () => {
        const answer = await apiRequest<{ message?: string }>(
          'POST',
          `/api/v1/user/phone_login/${encodeURIComponent(phone)}`,
          // The SMS is written in the shopper's language, English when none is named: an
          // English page sends no body, as before (today any body here is read as a sign-in).
          locale === 'en' ? undefined : { locale },
        );
        reset({ tone: 'success', text: said(answer?.message, t('code.sentToPhone', { phone })) });
      },
      (error) => showFailure(error, 'sendCode'),
    );

  const signInWithCode = async (phone: string, values: Record<string, string>) => {
    const checked = checkFields(otpBodySchema, values);
    if (checked.errors) return showErrors(checked.errors);
    setPending(true);
    const result = await credentialsSignIn('phone', { phone, code: checked.data.otp }, locale);
    const problem = signInProblem(result, 'otp', t);
    if (!problem) return onSignedIn();
    showWorded(problem.fields, problem.text);
    setPending(false);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (code.sentTo) return signInWithCode(code.sentTo, values);
    const checked = checkFields(phoneOnly, values);
    if (checked.errors) return showErrors(checked.errors);
    await requestCode(checked.data.phone);
  };

  return (
    <AccountForm
      label={t('forms.signInPhone')}
      formProps={{ ref: formRef, onSubmit: submit }}
      notice={notice}
      submit={
        code.sentTo
          ? { pending, label: t('buttons.signIn'), pendingLabel: t('buttons.signingIn') }
          : {
              pending: code.sending,
              label: t('buttons.sendCode'),
              pendingLabel: t('buttons.sending'),
            }
      }
    >
      {code.sentTo ? (
        <CodeStep code={code} error={errors.otp} onResend={requestCode} onRestart={() => reset()} />
      ) : (
        <PhoneField error={errors.phone} className="mb-8" />
      )}
    </AccountForm>
  );
}
