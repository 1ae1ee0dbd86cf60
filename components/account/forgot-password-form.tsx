'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import { accountRoutes } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from './form-values';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { phoneProblem } from './explain-failure';
import { FormNotice, type Notice } from './form-notice';
import { MethodChoice, type Method } from './method-choice';
import { NewPasswordStep } from './new-password-step';
import { OtherWay } from './other-way';
import { PhoneField } from './phone-field';
import { successWords } from './success-words';
import { useCodeRequest } from './use-code-request';
import { useExplainFailure } from './use-explain-failure';
import { useWords } from './use-words';
import { ButtonLink } from '@/components/ui/button';

export type AccountKey = { email: string } | { phone: string };

/**
 * Password recovery: a code to the account's e-mail or phone (the answer is the same
 * whether an account exists), then the code and a new password.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const locale = useLocale();
  const words = useWords();
  const explainSending = useExplainFailure('sendCode');
  const [method, setMethod] = useState<Method>('email');
  const [key, setKey] = useState<AccountKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const code = useCodeRequest();

  const requestCode = (next: AccountKey) =>
    code.send(Object.values(next)[0]!, async () => {
      const answer = await apiRequest<{ message: string }>(
        'POST',
        '/api/v1/user/password/forgot',
        // The code's SMS or e-mail is written in the shopper's language.
        { ...next, locale },
      );
      setKey(next);
      const sent = t('forgot.codeOnItsWay');
      setNotice({ tone: 'success', text: successWords(locale, answer.message, sent) });
    });

  // The server refuses a number it cannot read as the whole body (`{email}` or `{phone}`,
  // docs/api-reference.md), which is the phone alone on this form.
  const explain = (error: unknown): ApiFormFailure => {
    const { fields, message } = explainSending(error);
    const { body, ...named } = fields;
    if (!body || method !== 'phone') return { fields, message };
    return { fields: { ...named, phone: phoneProblem(words) }, message };
  };

  const { errors, ...form } = useApiForm(
    async (form: FormData) => {
      const { email = '', phone = '' } = formValues(form);
      await requestCode(method === 'email' ? { email } : { phone });
    },
    { explain },
  );

  if (done) {
    return (
      <div>
        <FormNotice notice={{ tone: 'success', text: done }} className="mb-8" />
        <ButtonLink href={accountRoutes.login} wide>
          {t('forgot.signInNew')}
        </ButtonLink>
      </div>
    );
  }

  if (key && code.sentTo) {
    return (
      <NewPasswordStep
        accountKey={key}
        sentNotice={notice}
        code={code}
        onResend={() => requestCode(key)}
        onRestart={() => {
          setKey(null);
          setNotice(null);
        }}
        onDone={setDone}
      />
    );
  }

  return (
    <AccountForm
      label={t('forms.sendRecoveryCode')}
      form={form}
      notice={notice}
      submit={{ label: t('buttons.sendCode'), pendingLabel: t('buttons.sending') }}
      footer={
        <OtherWay
          text={t('forgot.remembered')}
          href={accountRoutes.login}
          link={t('forgot.signIn')}
        />
      }
    >
      <MethodChoice legend={t('methods.sendCodeTo')} value={method} onChange={setMethod} />
      {method === 'email' ? (
        <EmailField error={errors.email} className="mb-8" />
      ) : (
        <PhoneField error={errors.phone} className="mb-8" />
      )}
    </AccountForm>
  );
}
