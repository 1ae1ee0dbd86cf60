'use client';

import { useLocale, useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import { apiRequest } from '@/lib/http/api-client';
import type { Identifier } from '@/lib/customers';
import { formValues, type FieldErrors } from '../form-values';
import { CodeStep } from '../code-step';
import { FormNotice, type Notice } from '../form-notice';
import { SubmitButton } from '../submit-button';
import { useCodeRequest } from '../use-code-request';
import { useExplainFailure } from '../use-explain-failure';
import { userPath, useUserMutation } from './use-me';
import { useProfileNotice } from './use-profile-notice';

const actionOf = { phone: 'confirmPhone', email: 'confirmEmail' } as const;

type ConfirmIdentifierProps = { userId: string; identifier: Identifier; value: string };

/**
 * An e-mail or phone left unproven at sign-up: a code to it, then the code
 * (docs/decisions.md 11). Until then it signs in neither by code nor with Google.
 */
export function ConfirmIdentifier({ userId, identifier, value }: ConfirmIdentifierProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const notice = useProfileNotice();
  const code = useCodeRequest();
  const explain = useExplainFailure(actionOf[identifier]);
  const prove = useUserMutation(
    userId,
    (input: { identifier: Identifier; otp?: string; locale?: string }) =>
      apiRequest<{ message: string }>('POST', userPath('verify', userId), input),
  );

  // Failures are thrown to the form that asked; a resend's are said above it.
  const requestCode = (onError?: (error: unknown) => void) =>
    code.send(
      value,
      async () => {
        // The code's SMS or e-mail is written in the shopper's language.
        const answer = await prove.mutateAsync({ identifier, locale });
        notice.succeed(t('profile.confirm.codeSent', { to: value }), answer.message);
      },
      onError,
    );

  // An empty code is sent as it is, for the server to refuse: without one, it sends a code.
  const confirmCode = (form: FormData) =>
    prove.mutateAsync({ identifier, otp: formValues(form).otp ?? '' });

  return (
    <ConfirmForm
      // Each step is a form of its own: what one was refused for does not outlive it.
      key={code.sentTo ? 'code' : 'ask'}
      label={t(`profile.confirm.${identifier}`)}
      notice={notice.notice}
      explain={explain}
      send={code.sentTo ? confirmCode : () => requestCode()}
      submit={
        code.sentTo
          ? { label: t('buttons.confirm'), pendingLabel: t('buttons.confirming') }
          : { label: t('buttons.sendCode'), pendingLabel: t('buttons.sending') }
      }
    >
      {(errors) =>
        code.sentTo && (
          <CodeStep
            code={code}
            error={errors.otp}
            onResend={() => requestCode((error) => notice.fail(explain(error)))}
            onRestart={notice.clear}
            changeLabel={t('buttons.cancel')}
          />
        )
      }
    </ConfirmForm>
  );
}

type ConfirmFormProps = {
  label: string;
  /** What the section said last (a code sent), unless the form's own refusal says more. */
  notice: Notice | null;
  send: (form: FormData) => Promise<unknown>;
  explain: (error: unknown) => ApiFormFailure;
  submit: { label: string; pendingLabel: string };
  children: (errors: FieldErrors) => ReactNode;
};

/** One step of the confirmation: its outcome, the intro, the step's fields and its button. */
function ConfirmForm({ label, notice, send, explain, submit, children }: ConfirmFormProps) {
  const t = useTranslations('account.profile.confirm');
  const { errors, formError, pending, formProps } = useApiForm(send, { explain });
  return (
    <form {...formProps} aria-label={label} className="mt-6 border-l-2 border-stone-300 pl-5">
      <FormNotice
        notice={formError ? { tone: 'error', text: formError } : notice}
        className="mb-4"
      />
      <p className="text-ink-soft mb-4 text-sm">{t('intro')}</p>
      {children(errors)}
      <SubmitButton pending={pending} {...submit} />
    </form>
  );
}
