import { TextField } from './form-field';

/** A Bangladeshi mobile number, in any usual spelling (the shared schema normalises it). */
export function PhoneField({
  label = 'Mobile number',
  name = 'phone',
  error,
  defaultValue,
  className = 'mb-6',
}: {
  label?: string;
  name?: string;
  error?: string;
  defaultValue?: string;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={defaultValue}
      placeholder="01712 345678"
      hint={error ? undefined : 'A Bangladeshi mobile number'}
      error={error}
      className={className}
    />
  );
}
