'use client';

import { useLocale, useTranslations } from 'next-intl';
import { z } from 'zod';
import { apiRequest, ApiClientError } from '@/lib/http/api-client';
import { otpBodySchema } from '@/lib/identity/client';
import { phoneSchema } from '@/lib/validation/client';
import { checkFields, formValues } from '../check-fields';
import { CodeStep } from '../code-step';
import { FormNotice } from '../form-notice';
import { PhoneField } from '../phone-field';
import { useCodeRequest } from '../use-code-request';
import { useFormFeedback } from '../use-form-feedback';
import { ConfirmIdentifier } from './confirm-identifier';
import { FormActions } from './form-actions';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { useEditing } from './use-editing';
import { userPath, useUserMutation } from './use-me';
import type { User } from './user-types';

const newPhone = z.object({ phone: phoneSchema });
type PhoneChange = { phone: string; otp?: string; locale?: string };

/** The phone number, changed only with a code sent to the new number. */
export function PhoneSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { formRef, errors, notice, showErrors, showFailure, reset, said } = useFormFeedback();
  const code = useCodeRequest();
  const { editing, open, close, opener } = useEditing(formRef, () => {
    code.restart();
    reset();
  });
  const change = useUserMutation(userId, (input: PhoneChange) =>
    apiRequest<{ message: string }>('PUT', userPath('updatePhone', userId), input),
  );

  // 'phone number already exist' (docs/store-spec.md section 8) belongs beside the number.
  const failed = (error: unknown) => {
    if (error instanceof ApiClientError && error.status === 409) {
      showErrors({ phone: error.message });
    } else {
      showFailure(error, 'changePhone');
    }
  };

  const requestCode = (phone: string) =>
    code.send(
      phone,
      async () => {
        // The code's SMS is written in the shopper's language.
        const answer = await change.mutateAsync({ phone, locale });
        reset({ tone: 'success', text: said(answer.message, t('profile.phone.codeSent')) });
      },
      failed,
    );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!code.sentTo) {
      const checked = checkFields(newPhone, values);
      if (checked.errors) return showErrors(checked.errors);
      return void (await requestCode(checked.data.phone));
    }
    const checked = checkFields(otpBodySchema, values);
    if (checked.errors) return showErrors(checked.errors);
    try {
      const answer = await change.mutateAsync({ phone: code.sentTo, otp: checked.data.otp });
      close();
      reset({ tone: 'success', text: said(answer.message, t('profile.phone.saved')) });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ProfileSection id="phone" title={t('profile.phone.title')} intro={t('profile.phone.intro')}>
      <FormNotice notice={notice} className="mb-6" passing />
      {editing ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t('profile.phone.form')}>
          {code.sentTo ? (
            <CodeStep
              code={code}
              error={errors.otp}
              onResend={requestCode}
              onRestart={() => reset()}
            />
          ) : (
            <PhoneField label={t('fields.newPhone')} error={errors.phone} className="" />
          )}
          <FormActions
            pending={code.sending || change.isPending}
            label={code.sentTo ? t('profile.phone.save') : t('buttons.sendCode')}
            pendingLabel={code.sentTo ? t('buttons.saving') : t('buttons.sending')}
            onCancel={close}
          />
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-6">
          <p className="text-ink" data-testid="profile-phone">
            {user.phone ?? <span className="text-ink-muted">{t('profile.phone.none')}</span>}
          </p>
          <OpenButton opener={opener} onOpen={() => open(true)}>
            {user.phone ? t('profile.phone.change') : t('profile.phone.add')}
          </OpenButton>
        </div>
      )}
      {!editing && user.phone && !user.phone_verified && (
        <ConfirmIdentifier userId={userId} identifier="phone" value={user.phone} />
      )}
    </ProfileSection>
  );
}
