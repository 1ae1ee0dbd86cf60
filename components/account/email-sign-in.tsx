'use client';

import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { FormRefusal, useApiForm } from '@/components/ui/form/use-api-form';
import { accountRoutes } from '@/lib/identity/client';
import { formValues } from './form-values';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';
import { signInProblem } from './sign-in-result';

/**
 * E-mail and password, signed in by next-auth's 'password' provider, which checks them
 * (useApiForm shows its refusal beside the fields).
 */
export function EmailSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();

  const send = async (form: FormData) => {
    const typed = formValues(form);
    const result = await credentialsSignIn('password', typed, locale);
    const problem = signInProblem(result, 'password', typed, t);
    if (problem) throw new FormRefusal(problem);
  };

  const { errors, ...form } = useApiForm(send, {
    onSuccess: onSignedIn,
    leavesOnSuccess: true,
  });

  return (
    <AccountForm
      label={t('forms.signInEmail')}
      form={form}
      submit={{ label: t('buttons.signIn'), pendingLabel: t('buttons.signingIn') }}
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
        <LocalisedLink
          href={accountRoutes.forgotPassword}
          className="text-ink-soft hover:text-primary-800 text-sm underline underline-offset-4"
        >
          {t('login.forgot')}
        </LocalisedLink>
      </p>
    </AccountForm>
  );
}
