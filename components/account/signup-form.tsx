'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { accountRoutes } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from './form-values';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { TextField } from './form-field';
import { AccountForm } from './account-form';
import type { Notice } from './form-notice';
import { NewPasswordFields } from './new-password-fields';
import { WhatsAppOptIn } from './whatsapp-opt-in';
import { OtherWay } from './other-way';
import { PhoneField } from './phone-field';
import { SignupCodes, type NewAccount } from './signup-codes';
import { useExplainFailure } from './use-explain-failure';
import { useWords } from './use-words';
import { useGoTo } from './use-go-to';

type SignupAnswer = {
  message: string;
  user: { id: number; email: string; phone: string };
  verification_required?: NewAccount['required'];
};

/**
 * Create an account (docs/store-spec.md section 4): on success the shopper is signed in with
 * the same e-mail and password, asked for the codes sent to the new phone and e-mail
 * (docs/decisions.md 11), then taken on. Where the store has WhatsApp (`whatsapp`), she may
 * ask for her order updates there.
 */
export function SignupForm({ callbackUrl, whatsapp }: { callbackUrl: string; whatsapp: boolean }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const words = useWords();
  const explain = useExplainFailure('createAccount');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [created, setCreated] = useState<NewAccount | null>(null);
  const goOn = useGoTo(callbackUrl);
  const loginHref = `${accountRoutes.login}?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  // The server's own success message in English; our words for it on a Bangla page.
  const createdText = (answer: SignupAnswer) =>
    locale === 'en' ? answer.message : words.t('signup.created');

  const send = async (form: FormData) => {
    const values = formValues(form);
    // The codes' SMS and e-mail are written in the shopper's language.
    const answer = await apiRequest<SignupAnswer>('POST', '/api/v1/user/signup', {
      ...values,
      locale,
    });
    setNotice({ tone: 'success', text: createdText(answer) });
    const { email = '', password = '' } = values;
    const result = await credentialsSignIn('password', { email, password }, locale);
    return { answer, signedIn: Boolean(result && !result.error) };
  };

  const { errors, ...form } = useApiForm(send, {
    explain,
    onSuccess: ({ answer, signedIn }) => {
      const required = answer.verification_required ?? [];
      if (!signedIn) return setNotice({ tone: 'error', text: t('signup.notSignedIn') });
      if (required.length === 0) return goOn();
      const { id, email, phone } = answer.user;
      // The next step is shorter than this form: start it from the top, its message in view.
      window.scrollTo({ top: 0 });
      setCreated({ id, email, phone, required, message: createdText(answer) });
    },
  });

  if (created) return <SignupCodes account={created} onDone={goOn} />;

  return (
    <AccountForm
      label={t('forms.createAccount')}
      form={form}
      notice={notice}
      submit={{
        label: t('buttons.createAccount'),
        pendingLabel: t('buttons.creatingAccount'),
      }}
      footer={
        <OtherWay text={t('signup.haveAccount')} href={loginHref} link={t('signup.signIn')} />
      }
    >
      <TextField
        label={t('fields.fullName')}
        name="name"
        autoComplete="name"
        error={errors.name}
        className="mb-6"
      />
      <EmailField error={errors.email} />
      <PhoneField error={errors.phone} />
      <NewPasswordFields errors={errors} label="password" />
      {whatsapp && <WhatsAppOptIn className="mt-6" />}
    </AccountForm>
  );
}
