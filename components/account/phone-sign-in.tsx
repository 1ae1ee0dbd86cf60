'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { FormRefusal, useApiForm } from '@/components/ui/form/use-api-form';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from './form-values';
import { CodeStep } from './code-step';
import { phoneProblem } from './explain-failure';
import { credentialsSignIn } from './credentials-sign-in';
import { AccountForm } from './account-form';
import type { Notice } from './form-notice';
import { PhoneField } from './phone-field';
import { signInProblem } from './sign-in-result';
import { successWords } from './success-words';
import { useCodeRequest } from './use-code-request';
import { useExplainFailure } from './use-explain-failure';
import { useWords } from './use-words';

/** Phone sign-in (docs/decisions.md 1): the number, then the 6-digit code sent to it by SMS. */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const words = useWords();
  const explain = useExplainFailure('sendCode');
  const code = useCodeRequest();
  const [notice, setNotice] = useState<Notice | null>(null);

  const askForCode = async (phone: string) => {
    const answer = await apiRequest<{ message?: string }>(
      'POST',
      `/api/v1/user/phone_login/${encodeURIComponent(phone)}`,
      // The SMS is written in the shopper's language, English when none is named: an
      // English page sends no body, as before (today any body here is read as a sign-in).
      locale === 'en' ? undefined : { locale },
    );
    const sent = t('code.sentToPhone', { phone });
    setNotice({ tone: 'success', text: successWords(locale, answer?.message, sent) });
  };

  const requestCode = async (typed: Record<string, string>) => {
    const phone = typed.phone?.trim() ?? '';
    // The number is the last part of the address it is sent to: a blank one reaches no check.
    if (!phone) throw new FormRefusal({ fields: { phone: phoneProblem(words) } });
    await code.send(phone, () => askForCode(phone));
  };

  const signInWithCode = async (phone: string, typed: Record<string, string>) => {
    const result = await credentialsSignIn('phone', { phone, code: typed.otp ?? '' }, locale);
    const problem = signInProblem(result, 'otp', typed, t);
    if (problem) throw new FormRefusal(problem);
  };

  const send = async (form: FormData) => {
    const typed = formValues(form);
    if (code.sentTo) await signInWithCode(code.sentTo, typed);
    else await requestCode(typed);
  };

  const { errors, showRefusal, clearRefusal, ...form } = useApiForm(send, {
    explain,
    onSuccess: code.sentTo ? onSignedIn : undefined,
    leavesOnSuccess: Boolean(code.sentTo),
  });

  const resend = (phone: string) =>
    code.send(
      phone,
      async () => {
        await askForCode(phone);
        clearRefusal();
      },
      (error) => showRefusal(explain(error)),
    );

  return (
    <AccountForm
      label={t('forms.signInPhone')}
      form={form}
      notice={notice}
      submit={
        code.sentTo
          ? { label: t('buttons.signIn'), pendingLabel: t('buttons.signingIn') }
          : { label: t('buttons.sendCode'), pendingLabel: t('buttons.sending') }
      }
    >
      {code.sentTo ? (
        <CodeStep
          code={code}
          error={errors.otp}
          onResend={resend}
          onRestart={() => {
            setNotice(null);
            clearRefusal();
          }}
        />
      ) : (
        <PhoneField error={errors.phone} className="mb-8" />
      )}
    </AccountForm>
  );
}
