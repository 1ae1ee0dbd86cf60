'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountRoutes, loginSchema } from '@/lib/identity/client';
import { checkFields, formValues } from './check-fields';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';
import { signInProblem } from './sign-in-result';
import { useFormFeedback } from './use-form-feedback';

/** E-mail and password, signed in by next-auth's 'password' provider. */
export function EmailSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showWorded } = useFormFeedback();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(loginSchema, formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    setPending(true);
    const result = await credentialsSignIn('password', checked.data, locale);
    const problem = signInProblem(result, 'password', t);
    if (!problem) return onSignedIn();
    showWorded(problem.fields, problem.text);
    setPending(false);
  };

  return (
    <AccountForm
      label={t('forms.signInEmail')}
      formProps={{ ref: formRef, onSubmit: submit }}
      notice={notice}
      submit={{ pending, label: t('buttons.signIn'), pendingLabel: t('buttons.signingIn') }}
    >
      <EmailField error={errors.email} />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        error={errors.password}
        className="mb-3"
      />
      <p className="mb-8 text-right">
        <Link
          href={accountRoutes.forgotPassword}
          className="text-ink-soft hover:text-primary-800 text-sm underline underline-offset-4"
        >
          {t('login.forgot')}
        </Link>
      </p>
    </AccountForm>
  );
}
