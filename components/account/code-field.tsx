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
export function CodeField({
  error,
  hint,
  name = 'otp',
  label = '6-digit code',
  autoFocus = true,
}: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      error={error}
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoFocus={autoFocus}
      className="mb-6"
    />
  );
}
