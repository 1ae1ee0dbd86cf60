'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountRoutes, signupSchema } from '@/lib/identity/client';
import { apiRequest } from '@/lib/http/api-client';
import { checkFields, formValues } from './check-fields';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { TextField } from './form-field';
import { FormNotice } from './form-notice';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SignupCodes, type NewAccount } from './signup-codes';
import { SubmitButton } from './submit-button';
import { useFormFeedback } from './use-form-feedback';
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
  const { formRef, errors, notice, showErrors, showFailure, setNotice, said } = useFormFeedback();
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<NewAccount | null>(null);
  const goOn = useGoTo(callbackUrl);
  const loginHref = `${accountRoutes.login}?callbackUrl=${encodeURIComponent(callbackUrl)}`;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(signupSchema, formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    setPending(true);
    let answer: SignupAnswer;
    try {
      // The codes' SMS and e-mail are written in the shopper's language.
      answer = await apiRequest<SignupAnswer>('POST', '/api/v1/user/signup', {
        ...checked.data,
        locale,
      });
      showErrors({});
      setNotice({ tone: 'success', text: said(answer.message, t('signup.created')) });
    } catch (error) {
      showFailure(error, 'createAccount');
      setPending(false);
      return;
    }
    const { email, password: secret } = checked.data;
    const result = await credentialsSignIn('password', { email, password: secret }, locale);
    const required = answer.verification_required ?? [];
    if (result && !result.error && required.length === 0) return goOn();
    if (result && !result.error) {
      const { id, email, phone } = answer.user;
      // The next step is shorter than this form: start it from the top, its message in view.
      window.scrollTo({ top: 0 });
      return setCreated({
        id,
        email,
        phone,
        required,
        message: said(answer.message, t('signup.created')),
      });
    }
    setNotice({
      tone: 'error',
      text: t('signup.notSignedIn'),
    });
    setPending(false);
  };

  if (created) return <SignupCodes account={created} onDone={goOn} />;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('forms.createAccount')}>
      <FormNotice notice={notice} className="mb-8" />
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
