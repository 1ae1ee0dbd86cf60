'use client';

import { useLocale, useTranslations } from '#intl';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from './form-values';
import { CodeStep } from './code-step';
import type { AccountKey } from './forgot-password-form';
import { AccountForm } from './account-form';
import type { Notice } from './form-notice';
import { NewPasswordFields } from './new-password-fields';
import { successWords } from './success-words';
import type { useCodeRequest } from './use-code-request';
import { useExplainFailure } from './use-explain-failure';

type NewPasswordStepProps = {
  accountKey: AccountKey;
  sentNotice: Notice | null;
  code: ReturnType<typeof useCodeRequest>;
  /** Asks for another code; a refusal is thrown, for this form to show. */
  onResend: () => Promise<unknown>;
  onRestart: () => void;
  onDone: (message: string) => void;
};

/** The second step of recovery: the code that was sent, and the new password twice. */
export function NewPasswordStep(props: NewPasswordStepProps) {
  const { accountKey, sentNotice, code, onResend, onRestart, onDone } = props;
  const t = useTranslations('account');
  const locale = useLocale();
  const explain = useExplainFailure('changePassword');
  const explainSending = useExplainFailure('sendCode');

  const send = async (form: FormData) => {
    const answer = await apiRequest<{ message: string }>('POST', '/api/v1/user/password/reset', {
      ...accountKey,
      ...formValues(form),
      locale,
    });
    return successWords(locale, answer.message, t('forgot.changed'));
  };

  const { errors, showRefusal, clearRefusal, ...form } = useApiForm(send, {
    explain,
    onSuccess: onDone,
  });

  const resend = () => onResend().then(clearRefusal, (error) => showRefusal(explainSending(error)));

  return (
    <AccountForm
      label={t('forms.newPassword')}
      form={form}
      notice={sentNotice}
      submit={{ label: t('buttons.saveNewPassword'), pendingLabel: t('buttons.saving') }}
    >
      <CodeStep
        code={code}
        error={errors.otp}
        onResend={resend}
        onRestart={onRestart}
        changeLabel={t('buttons.useAnotherKey')}
      />
      <NewPasswordFields errors={errors} label="newPassword" />
    </AccountForm>
  );
}
