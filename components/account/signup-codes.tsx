'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { apiRequest, ApiClientError } from '@/lib/http/api-client';
import type { Identifier } from '@/lib/customers';
import { otpSchema } from '@/lib/identity/client';
import { checkFields, formValues, type FieldErrors } from './check-fields';
import { CodeField } from './code-field';
import { AccountForm } from './account-form';
import { ResendCode } from './resend-code';
import { useCodeRequest } from './use-code-request';
import { useFormFeedback } from './use-form-feedback';
import { Button } from '@/components/ui/button';

export type NewAccount = {
  id: number;
  phone: string;
  email: string;
  /** What sign-up answered in `verification_required`. */
  required: Identifier[];
  message: string;
};

const fieldOf = {
  phone: { name: 'phoneOtp', label: 'smsCode', sentBy: 'sentBySms' },
  email: { name: 'emailOtp', label: 'emailCode', sentBy: 'sentByEmail' },
} as const satisfies Record<Identifier, { name: string; label: string; sentBy: string }>;

const verifyPath = (id: number) => `/api/v1/user/verify/${id}`;

/**
 * Sign-up's second step (docs/decisions.md 11): the codes sent to the new phone and e-mail.
 * Until they are entered, neither opens the account to a phone code or to Google.
 */
export function SignupCodes({ account, onDone }: { account: NewAccount; onDone: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showWorded, showFailure, reset } = useFormFeedback();
  const resend = useCodeRequest();
  const [left, setLeft] = useState<Identifier[]>(account.required);
  const [pending, setPending] = useState(false);
  const sentTo = (identifier: Identifier) =>
    t(`signup.${fieldOf[identifier].sentBy}`, { to: account[identifier] });
  const allSentTo = () => left.map(sentTo).join(t('signup.and'));

  const sendAgain = () =>
    resend.send(
      'again',
      async () => {
        for (const identifier of left) {
          // The SMS or e-mail is written in the shopper's language.
          await apiRequest('POST', verifyPath(account.id), { identifier, locale });
        }
        reset({ tone: 'success', text: t('signup.newCodes', { to: allSentTo() }) });
      },
      (error) => showFailure(error, 'sendNewCodes'),
    );

  /** Proves one identifier; false (with the error shown) when its code was not taken. */
  const prove = async (identifier: Identifier, otp: string): Promise<boolean> => {
    try {
      await apiRequest('POST', verifyPath(account.id), { identifier, otp });
      setLeft((still) => still.filter((other) => other !== identifier));
      return true;
    } catch (error) {
      if (error instanceof ApiClientError && error.code === 'invalid_code') {
        showWorded({ [fieldOf[identifier].name]: t('failures.invalid_code') });
      } else {
        showFailure(error, 'confirmCode');
      }
      return false;
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const fieldErrors: FieldErrors = {};
    for (const identifier of left) {
      const { name } = fieldOf[identifier];
      const checked = checkFields(z.object({ [name]: otpSchema }), values);
      Object.assign(fieldErrors, checked.errors);
    }
    if (Object.keys(fieldErrors).length) return showErrors(fieldErrors);
    setPending(true);
    for (const identifier of left) {
      if (!(await prove(identifier, values[fieldOf[identifier].name]!.trim()))) {
        return setPending(false);
      }
    }
    onDone();
  };

  return (
    <AccountForm
      label={t('forms.confirmSignup')}
      formProps={{ ref: formRef, onSubmit: submit }}
      notice={notice ?? { tone: 'success', text: account.message }}
      submit={{ pending, label: t('buttons.confirm'), pendingLabel: t('buttons.confirming') }}
    >
      <p className="text-ink-soft mb-6">{t('signup.codesIntro', { to: allSentTo() })}</p>
      {left.map((identifier, index) => (
        <CodeField
          key={identifier}
          name={fieldOf[identifier].name}
          label={t(`signup.${fieldOf[identifier].label}`)}
          error={errors[fieldOf[identifier].name]}
          autoFocus={index === 0}
        />
      ))}
      <div className="mb-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <ResendCode
          secondsLeft={resend.secondsLeft}
          sending={resend.sending}
          onResend={sendAgain}
        />
        <Button variant="quiet" onClick={onDone}>
          {t('buttons.confirmLater')}
        </Button>
      </div>
    </AccountForm>
  );
}
