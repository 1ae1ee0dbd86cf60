'use client';

import Link from 'next/link';
import { useState } from 'react';
import { accountRoutes } from '@/lib/account/constants';
import { loginSchema } from '@/lib/validation/account';
import { checkFields, formValues } from './check-fields';
import { credentialsSignIn } from './credentials-sign-in';
import { EmailField } from './email-field';
import { FormNotice } from './form-notice';
import { PasswordField } from './password-field';
import { signInProblem } from './sign-in-result';
import { SubmitButton } from './submit-button';
import { useFormFeedback } from './use-form-feedback';

/** E-mail and password, signed in by next-auth's 'password' provider. */
export function EmailSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { formRef, errors, notice, showErrors } = useFormFeedback();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(loginSchema, formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    setPending(true);
    const result = await credentialsSignIn('password', checked.data);
    const problem = signInProblem(result, 'password');
    if (!problem) return onSignedIn();
    showErrors(problem.fields, problem.text);
    setPending(false);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <FormNotice notice={notice} className="mb-6" />
      <EmailField error={errors.email} />
      <PasswordField
        label="Password"
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
          Forgot your password?
        </Link>
      </p>
      <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" wide />
    </form>
  );
}
