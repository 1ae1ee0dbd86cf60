'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { FormRefusal, useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import { apiRequest, ApiClientError } from '@/lib/http/api-client';
import type { Identifier } from '@/lib/customers';
import { formValues } from './form-values';
import { CodeField } from './code-field';
import { AccountForm } from './account-form';
import type { Notice } from './form-notice';
import { ResendCode } from './resend-code';
import { useCodeRequest } from './use-code-request';
import { useExplainFailure } from './use-explain-failure';
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

/** The refusals of several codes as one: each beside its own field. */
function together(failures: ApiFormFailure[]): ApiFormFailure {
  const said = [...new Set(failures.map(({ message }) => message).filter(Boolean))];
  return {
    fields: Object.fromEntries(failures.flatMap(({ fields }) => Object.entries(fields))),
    message: said.join(' ') || undefined,
  };
}

/**
 * Sign-up's second step (docs/decisions.md 11): the codes sent to the new phone and e-mail.
 * Until they are entered, neither opens the account to a phone code or to Google.
 */
export function SignupCodes({ account, onDone }: { account: NewAccount; onDone: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const explainCode = useExplainFailure('confirmCode');
  const explainSending = useExplainFailure('sendNewCodes');
  const resend = useCodeRequest();
  const [left, setLeft] = useState<Identifier[]>(account.required);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sentTo = (identifier: Identifier) =>
    t(`signup.${fieldOf[identifier].sentBy}`, { to: account[identifier] });
  const allSentTo = () => left.map(sentTo).join(t('signup.and'));

  /** Proves one identifier; its refusal, with the code's message beside its own field. */
  const prove = async (identifier: Identifier, otp: string): Promise<ApiFormFailure | null> => {
    try {
      await apiRequest('POST', verifyPath(account.id), { identifier, otp });
      setLeft((still) => still.filter((other) => other !== identifier));
      return null;
    } catch (error) {
      const { fields, message } = explainCode(error);
      const { otp, ...others } = fields;
      const wrong = error instanceof ApiClientError && error.code === 'invalid_code';
      const codeProblem = wrong ? t('failures.invalid_code') : otp;
      const own = codeProblem ? { [fieldOf[identifier].name]: codeProblem } : {};
      return { fields: { ...others, ...own }, message };
    }
  };

  // Every code is tried, so that each wrong or missing one is said beside its field at once.
  const send = async (form: FormData) => {
    const typed = formValues(form);
    const refused: ApiFormFailure[] = [];
    for (const identifier of left) {
      const failure = await prove(identifier, typed[fieldOf[identifier].name] ?? '');
      if (failure) refused.push(failure);
    }
    if (refused.length) throw new FormRefusal(together(refused));
  };

  const { errors, showRefusal, clearRefusal, ...form } = useApiForm(send, {
    onSuccess: onDone,
  });

  const sendAgain = () =>
    resend.send(
      'again',
      async () => {
        for (const identifier of left) {
          // The SMS or e-mail is written in the shopper's language.
          await apiRequest('POST', verifyPath(account.id), { identifier, locale });
        }
        clearRefusal();
        setNotice({ tone: 'success', text: t('signup.newCodes', { to: allSentTo() }) });
      },
      (error) => showRefusal(explainSending(error)),
    );

  return (
    <AccountForm
      label={t('forms.confirmSignup')}
      form={form}
      notice={notice ?? { tone: 'success', text: account.message }}
      submit={{ label: t('buttons.confirm'), pendingLabel: t('buttons.confirming') }}
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
