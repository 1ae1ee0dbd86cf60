'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { accountRoutes } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from './check-fields';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { TextField } from './form-field';
import { FormNotice, type Notice } from './form-notice';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SignupCodes, type NewAccount } from './signup-codes';
import { SubmitButton } from './submit-button';
import { useExplainFailure } from './use-explain-failure';
import { useWords } from './use-words';
import { useGoTo } from './use-go-to';

const linkClass = 'text-ink decoration-primary hover:text-primary-800 underline underline-offset-4';

type SignupAnswer = {
  message: string;
  user: { id: number; email: string; phone: string };
  verification_required?: NewAccount['required'];
};

/**
 * Create an account (docs/store-spec.md section 4): on success the shopper is signed in with
 * the same e-mail and password, asked for the codes sent to the new phone and e-mail
 * (docs/decisions.md 11), then taken on.
 */
export function SignupForm({ callbackUrl }: { callbackUrl: string }) {
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

  const { errors, formError, pending, formProps } = useApiForm(send, {
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
    <form {...formProps} aria-label={t('forms.createAccount')}>
      <FormNotice
        notice={formError ? { tone: 'error', text: formError } : notice}
        className="mb-8"
      />
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
      <SubmitButton
        pending={pending}
        label={t('buttons.createAccount')}
        pendingLabel={t('buttons.creatingAccount')}
        wide
      />
      <p className="text-ink-soft mt-12 border-t border-stone-200 pt-8 text-center">
        {t('signup.haveAccount')}{' '}
        <Link href={loginHref} className={linkClass}>
          {t('signup.signIn')}
        </Link>
      </p>
    </form>
  );
}
