'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { accountRoutes, emailSchema } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { phoneSchema } from '@/lib/validation/client';
import { checkFields, formValues } from './check-fields';
import { EmailField } from './email-field';
import { FormNotice } from './form-notice';
import { MethodChoice, type Method } from './method-choice';
import { NewPasswordStep } from './new-password-step';
import { PhoneField } from './phone-field';
import { useCodeRequest } from './use-code-request';
import { SubmitButton } from './submit-button';
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
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('forms.sendRecoveryCode')}>
      <FormNotice notice={notice} className="mb-8" />
      <MethodChoice legend={t('methods.sendCodeTo')} value={method} onChange={setMethod} />
      {method === 'email' ? (
        <EmailField error={errors.email} className="mb-8" />
      ) : (
        <PhoneField error={errors.phone} className="mb-8" />
      )}
      <SubmitButton
        pending={code.sending}
        label={t('buttons.sendCode')}
        pendingLabel={t('buttons.sending')}
        wide
      />
      <p className="text-ink-soft mt-12 border-t border-stone-200 pt-8 text-center">
        {t('forgot.remembered')}{' '}
        <Link
          href={accountRoutes.login}
          className="text-ink decoration-primary hover:text-primary-800 underline underline-offset-4"
        >
          {t('forgot.signIn')}
        </Link>
      </p>
    </form>
  );
}
