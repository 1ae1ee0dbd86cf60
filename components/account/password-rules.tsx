'use client';

import { useTranslations } from '#intl';
import { passwordSchema } from '@/lib/identity/client';

// The messages of the shared schema's rules, in the words of a checklist.
const rules = [
  { message: 'Use at least 8 characters', text: 'length' },
  { message: 'Use at least one letter', text: 'letter' },
  { message: 'Use at least one digit', text: 'digit' },
] as const;

/** The password rules, each ticked once the password being typed meets it. */
export function PasswordRules({ password }: { password: string }) {
  const t = useTranslations('account.passwordRules');
  const result = passwordSchema.safeParse(password);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return (
    <ul className="grid gap-1">
      {rules.map((rule) => {
        const met = password.length > 0 && !failing.has(rule.message);
        return (
          <li key={rule.text} className={met ? 'text-ink' : 'text-ink-muted'}>
            <span
              aria-hidden="true"
              className={`mr-2 inline-block w-3 ${met ? 'text-primary-700' : ''}`}
            >
              {met ? '✓' : '·'}
            </span>
            {t(rule.text)}
            <span className="sr-only">{met ? t('met') : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
