import { TextField } from './form-field';

export function EmailField({ error, className = 'mb-6' }: { error?: string; className?: string }) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      error={error}
      className={className}
    />
  );
}
