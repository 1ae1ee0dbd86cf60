'use client';

import { useLocale, useTranslations } from '#intl';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from '../form-values';
import { CodeStep } from '../code-step';
import { FormNotice } from '../form-notice';
import { PhoneField } from '../phone-field';
import { useCodeRequest } from '../use-code-request';
import { useExplainFailure } from '../use-explain-failure';
import { ConfirmIdentifier } from './confirm-identifier';
import { OpenButton } from './open-button';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-section';
import { userPath, useUserMutation } from './use-me';
import { useProfileSection } from './use-profile-section';
import type { User } from './user-types';

type PhoneChange = { phone: string; otp?: string; locale?: string };

/** The phone number, changed only with a code sent to the new number. */
export function PhoneSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const code = useCodeRequest();
  const section = useProfileSection(code.restart);
  // 'phone number already exist' (docs/store-spec.md section 8) is said beside the number.
  const explain = useExplainFailure('changePhone');
  const change = useUserMutation(userId, (input: PhoneChange) =>
    apiRequest<{ message: string }>('PUT', userPath('updatePhone', userId), input),
  );

  // Failures are thrown to the form that asked; a resend's are said above it.
  const requestCode = (phone: string, onError?: (error: unknown) => void) =>
    code.send(
      phone,
      async () => {
        // The code's SMS is written in the shopper's language.
        const answer = await change.mutateAsync({ phone, locale });
        section.notice.succeed(t('profile.phone.codeSent'), answer.message);
      },
      onError,
    );

  // An empty code is sent as it is, for the server to refuse: without one, it sends a code.
  const saveNumber = (phone: string) => (form: FormData) =>
    change.mutateAsync({ phone, otp: formValues(form).otp ?? '' });

  return (
    <ProfileSection id="phone" title={t('profile.phone.title')} intro={t('profile.phone.intro')}>
      <FormNotice notice={section.notice.notice} className="mb-6" passing />
      {section.editing && code.sentTo ? (
        // Each step is a form of its own: what the first was refused for does not outlive it.
        <ProfileForm
          key="code"
          label={t('profile.phone.form')}
          send={saveNumber(code.sentTo)}
          explain={explain}
          saveLabel={t('profile.phone.save')}
          section={section}
          onSaved={(answer) => section.saved(t('profile.phone.saved'), answer.message)}
        >
          {(errors) => (
            <CodeStep
              code={code}
              error={errors.otp}
              onResend={(phone) =>
                requestCode(phone, (error) => section.notice.fail(explain(error)))
              }
              onRestart={section.notice.clear}
            />
          )}
        </ProfileForm>
      ) : section.editing ? (
        <ProfileForm
          key="number"
          label={t('profile.phone.form')}
          send={(form) => requestCode(formValues(form).phone ?? '')}
          explain={explain}
          saveLabel={t('buttons.sendCode')}
          pendingLabel={t('buttons.sending')}
          section={section}
        >
          {(errors) => (
            <PhoneField label={t('fields.newPhone')} error={errors.phone} className="" />
          )}
        </ProfileForm>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-6">
          <p className="text-ink" data-testid="profile-phone">
            {user.phone ?? <span className="text-ink-muted">{t('profile.phone.none')}</span>}
          </p>
          <OpenButton opener={section.opener} onOpen={() => section.open(true)}>
            {user.phone ? t('profile.phone.change') : t('profile.phone.add')}
          </OpenButton>
        </div>
      )}
      {!section.editing && user.phone && !user.phone_verified && (
        <ConfirmIdentifier userId={userId} identifier="phone" value={user.phone} />
      )}
    </ProfileSection>
  );
}
