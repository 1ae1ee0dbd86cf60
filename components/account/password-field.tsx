'use client';

import { useTranslations } from '#intl';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from './form-field';

type PasswordFieldProps = {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: ReactNode;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'onChange'>;

/** A password field with a Show/Hide switch, so a long password can be checked before sending. */
export function PasswordField({ className = 'mb-6', ...props }: PasswordFieldProps) {
  const t = useTranslations('account.fields');
  const [visible, setVisible] = useState(false);
  return (
    <div className={`relative ${className}`}>
      <TextField type={visible ? 'text' : 'password'} spellCheck={false} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        className="text-ink-soft hover:text-primary-800 absolute top-0 right-0 text-xs tracking-[0.15em] uppercase"
      >
        {visible ? t('hide') : t('show')}
        <span className="sr-only"> {props.label.toLowerCase()}</span>
      </button>
    </div>
  );
}
