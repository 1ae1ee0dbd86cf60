'use client';

import { useTranslations } from '#intl';
import { TextField } from './form-field';

/**
 * A Bangladeshi mobile number, in any usual spelling and in Bangla digits too (the form
 * writes it in ASCII digits, asciiDigits, before the shared schema normalises it).
 */
export function PhoneField({
  label,
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
  const t = useTranslations('account.fields');
  return (
    <TextField
      label={label ?? t('phone')}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={defaultValue}
      placeholder={t('phonePlaceholder')}
      hint={error ? undefined : t('phoneHint')}
      error={error}
      className={className}
    />
  );
}
