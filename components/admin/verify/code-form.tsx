'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { idleState } from '@/lib/identity/client';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';

type Props = {
  action: FormAction;
  method: 'totp' | 'recovery' | 'sms';
  label: string;
  hint?: string;
  next: string;
};

/** One code field for the second step; a recovery code is letters, the others digits. */
export function CodeForm({ action, method, label, hint, next }: Props) {
  const t = useTranslations('admin.verify');
  const { reply, pending, errors, formProps } = useActionForm(action);
  const digits = method !== 'recovery';
  return (
    <form {...formProps} className="space-y-5">
      <input type="hidden" name="method" value={method} />
      <input type="hidden" name="next" value={next} />
      <TextField
        name="code"
        label={label}
        hint={hint}
        error={errors.code}
        autoComplete="one-time-code"
        inputMode={digits ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <FormStatus state={errors.code ? idleState : reply} />
      <SubmitButton pending={pending} label={t('continue')} pendingLabel={t('checking')} wide />
    </form>
  );
}
