'use client';

import { apiRequest } from '@/lib/http/api-client';
import type { Identifier } from '@/lib/users/types';
import { otpBodySchema } from '@/lib/validation/account';
import { checkFields, formValues } from '../check-fields';
import { CodeStep } from '../code-step';
import { explainFailure } from '../explain-failure';
import { FormNotice } from '../form-notice';
import { SubmitButton } from '../submit-button';
import { useCodeRequest } from '../use-code-request';
import { useFormFeedback } from '../use-form-feedback';
import { userPath, useUserMutation } from './use-me';

const nouns: Record<Identifier, string> = { phone: 'phone number', email: 'e-mail address' };

type ConfirmIdentifierProps = { userId: string; identifier: Identifier; value: string };

/**
 * An e-mail or phone left unproven at sign-up: a code to it, then the code
 * (docs/decisions.md 11). Until then it signs in neither by code nor with Google.
 */
export function ConfirmIdentifier({ userId, identifier, value }: ConfirmIdentifierProps) {
  const { formRef, errors, notice, showErrors, showFailure, reset } = useFormFeedback();
  const code = useCodeRequest();
  const prove = useUserMutation(userId, (input: { identifier: Identifier; otp?: string }) =>
    apiRequest<{ message: string }>('POST', userPath('verify', userId), input),
  );
  const failed = (error: unknown) =>
    showFailure(error, (failure) => explainFailure(failure, `confirm your ${nouns[identifier]}`));

  const requestCode = () =>
    code.send(
      value,
      async () =>
        reset({ tone: 'success', text: (await prove.mutateAsync({ identifier })).message }),
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
      aria-label={`Confirm your ${nouns[identifier]}`}
      className="mt-6 border-l-2 border-stone-300 pl-5"
    >
      <FormNotice notice={notice} className="mb-4" />
      <p className="text-ink-soft mb-4 text-sm">
        Not confirmed yet. Confirm it with a code we send to it, so that it can sign you in.
      </p>
      {code.sentTo && (
        <CodeStep
          code={code}
          error={errors.otp}
          onResend={requestCode}
          onRestart={() => reset()}
          changeLabel="Cancel"
        />
      )}
      <SubmitButton
        pending={code.sending || prove.isPending}
        label={code.sentTo ? 'Confirm' : 'Send code'}
        pendingLabel={code.sentTo ? 'Confirming…' : 'Sending…'}
      />
    </form>
  );
}
