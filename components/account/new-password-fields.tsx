'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import type { FieldErrors } from './form-values';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

/** A new password, with its rules ticked off while typing, and the same again to confirm. */
export function NewPasswordFields({
  errors,
  label,
}: {
  errors: FieldErrors;
  label: 'password' | 'newPassword';
}) {
  const t = useTranslations('account.fields');
  const [password, setPassword] = useState('');
  return (
    <>
      <PasswordField
        label={t(label)}
        name="password"
        autoComplete="new-password"
        error={errors.password}
        hint={<PasswordRules password={password} />}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordField
        label={t(label === 'password' ? 'confirmPassword' : 'confirmNewPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        error={errors.confirmPassword}
        className="mb-8"
      />
    </>
  );
}
