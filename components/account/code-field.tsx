import { TextField } from './form-field';

/**
 * The 6-digit code field: numeric keyboard on phones, and filled from SMS by the browser.
 * It appears because the shopper asked for a code, so it takes the focus at once.
 */
export function CodeField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <TextField
      label="6-digit code"
      name="otp"
      error={error}
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoFocus
      className="mb-6"
    />
  );
}
