'use client';

import { useTranslations } from '#intl';
import { TextField } from './form-field';

export function EmailField({ error, className = 'mb-6' }: { error?: string; className?: string }) {
  const t = useTranslations('account.fields');
  return (
    <TextField
      label={t('email')}
      name="email"
      type="email"
      autoComplete="email"
      error={error}
      className={className}
    />
  );
}
