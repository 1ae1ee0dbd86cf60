'use client';

import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { TextField } from './form-field';

type CodeFieldProps = {
  error?: string;
  hint?: ReactNode;
  /** Where a form asks for more than one code, each has a name and label of its own. */
  name?: string;
  label?: string;
  autoFocus?: boolean;
};

/**
 * The 6-digit code field: numeric keyboard on phones, and filled from SMS by the browser.
 * It appears because the shopper asked for a code, so it takes the focus at once.
 */
export function CodeField({ error, hint, name = 'otp', label, autoFocus = true }: CodeFieldProps) {
  const t = useTranslations('account.fields');
  return (
    <TextField
      label={label ?? t('code')}
      name={name}
      error={error}
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9০-৯]*"
      maxLength={6}
      autoFocus={autoFocus}
      className="mb-6"
    />
  );
}
