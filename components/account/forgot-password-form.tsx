'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { accountRoutes, emailSchema } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { phoneSchema } from '@/lib/validation/client';
import { checkFields, formValues } from './check-fields';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { FormNotice } from './form-notice';
import { MethodChoice, type Method } from './method-choice';
import { NewPasswordStep } from './new-password-step';
import { OtherWay } from './other-way';
import { PhoneField } from './phone-field';
import { useCodeRequest } from './use-code-request';
import { useFormFeedback } from './use-form-feedback';
import { ButtonLink } from '@/components/ui/button';

const accountKey = {
  email: z.object({ email: emailSchema }),
  phone: z.object({ phone: phoneSchema }),
};

export type AccountKey = { email: string } | { phone: string };

/**
 * Password recovery: a code to the account's e-mail or phone (the answer is the same
 * whether an account exists), then the code and a new password.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showFailure, reset, said } = useFormFeedback();
  const [method, setMethod] = useState<Method>('email');
  const [key, setKey] = useState<AccountKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const code = useCodeRequest();

  const requestCode = (next: AccountKey) =>
    code.send(
      Object.values(next)[0]!,
      async () => {
        const answer = await apiRequest<{ message: string }>(
          'POST',
          '/api/v1/user/password/forgot',
          // The code's SMS or e-mail is written in the shopper's language.
          { ...next, locale },
        );
        setKey(next);
        reset({ tone: 'success', text: said(answer.message, t('forgot.codeOnItsWay')) });
      },
      (error) => showFailure(error, 'sendCode'),
    );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(accountKey[method], formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    await requestCode(checked.data);
  };

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
        onResend={() => void requestCode(key)}
        onRestart={() => {
          setKey(null);
          reset();
        }}
        onDone={setDone}
      />
    );
  }

  return (
    <AccountForm
      label={t('forms.sendRecoveryCode')}
      formProps={{ ref: formRef, onSubmit: submit }}
      notice={notice}
      submit={{
        pending: code.sending,
        label: t('buttons.sendCode'),
        pendingLabel: t('buttons.sending'),
      }}
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
