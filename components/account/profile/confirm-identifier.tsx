'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/http/api-client';
import type { Identifier } from '@/lib/customers';
import { otpBodySchema } from '@/lib/identity/client';
import { checkFields, formValues } from '../check-fields';
import { CodeStep } from '../code-step';
import { FormNotice } from '../form-notice';
import { SubmitButton } from '../submit-button';
import { useCodeRequest } from '../use-code-request';
import { useFormFeedback } from '../use-form-feedback';
import { userPath, useUserMutation } from './use-me';

const actionOf = { phone: 'confirmPhone', email: 'confirmEmail' } as const;

type ConfirmIdentifierProps = { userId: string; identifier: Identifier; value: string };

/**
 * An e-mail or phone left unproven at sign-up: a code to it, then the code
 * (docs/decisions.md 11). Until then it signs in neither by code nor with Google.
 */
export function ConfirmIdentifier({ userId, identifier, value }: ConfirmIdentifierProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showFailure, reset, said } = useFormFeedback();
  const code = useCodeRequest();
  const prove = useUserMutation(
    userId,
    (input: { identifier: Identifier; otp?: string; locale?: string }) =>
      apiRequest<{ message: string }>('POST', userPath('verify', userId), input),
  );
  const failed = (error: unknown) => showFailure(error, actionOf[identifier]);

  const requestCode = () =>
    code.send(
      value,
      async () => {
        // The code's SMS or e-mail is written in the shopper's language.
        const answer = await prove.mutateAsync({ identifier, locale });
        reset({
          tone: 'success',
          text: said(answer.message, t('profile.confirm.codeSent', { to: value })),
        });
      },
      failed,
    );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.sentTo) return void (await requestCode());
    const checked = checkFields(otpBodySchema, formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    await prove.mutateAsync({ identifier, otp: checked.data.otp }).catch(failed);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(`profile.confirm.${identifier}`)}
      className="mt-6 border-l-2 border-stone-300 pl-5"
    >
      <FormNotice notice={notice} className="mb-4" />
      <p className="text-ink-soft mb-4 text-sm">{t('profile.confirm.intro')}</p>
      {code.sentTo && (
        <CodeStep
          code={code}
          error={errors.otp}
          onResend={requestCode}
          onRestart={() => reset()}
          changeLabel={t('buttons.cancel')}
        />
      )}
      <SubmitButton
        pending={code.sending || prove.isPending}
        label={code.sentTo ? t('buttons.confirm') : t('buttons.sendCode')}
        pendingLabel={code.sentTo ? t('buttons.confirming') : t('buttons.sending')}
      />
    </form>
  );
}
