'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/http/api-client';
import { resetPasswordSchema } from '@/lib/identity/client';
import { checkFields, formValues } from './check-fields';
import { CodeStep } from './code-step';
import type { AccountKey } from './forgot-password-form';
import { AccountForm } from './account-form';
import type { Notice } from './form-notice';
import { NewPasswordFields } from './new-password-fields';
import type { useCodeRequest } from './use-code-request';
import { useFormFeedback } from './use-form-feedback';

type NewPasswordStepProps = {
  accountKey: AccountKey;
  sentNotice: Notice | null;
  code: ReturnType<typeof useCodeRequest>;
  onResend: () => unknown;
  onRestart: () => void;
  onDone: (message: string) => void;
};

/** The second step of recovery: the code that was sent, and the new password twice. */
export function NewPasswordStep({
  accountKey,
  sentNotice,
  code,
  onResend,
  onRestart,
  onDone,
}: NewPasswordStepProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showFailure, said } = useFormFeedback();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { ...accountKey, ...formValues(event.currentTarget) };
    const checked = checkFields(resetPasswordSchema, values);
    if (checked.errors) return showErrors(checked.errors);
    setPending(true);
    try {
      const answer = await apiRequest<{ message: string }>('POST', '/api/v1/user/password/reset', {
        ...checked.data,
        locale,
      });
      onDone(said(answer.message, t('forgot.changed')));
    } catch (error) {
      showFailure(error, 'changePassword');
      setPending(false);
    }
  };

  return (
    <AccountForm
      label={t('forms.newPassword')}
      formProps={{ ref: formRef, onSubmit: submit }}
      notice={notice ?? sentNotice}
      submit={{ pending, label: t('buttons.saveNewPassword'), pendingLabel: t('buttons.saving') }}
    >
      <CodeStep
        code={code}
        error={errors.otp}
        onResend={onResend}
        onRestart={onRestart}
        changeLabel={t('buttons.useAnotherKey')}
      />
      <NewPasswordFields errors={errors} label="newPassword" />
    </AccountForm>
  );
}
