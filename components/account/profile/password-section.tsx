'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from '../form-values';
import { FormNotice } from '../form-notice';
import { NewPasswordFields } from '../new-password-fields';
import { PasswordField } from '../password-field';
import { useExplainFailure } from '../use-explain-failure';
import { ProfileForm } from './profile-form';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { useEditing } from './use-editing';
import { userPath, useUserMutation } from './use-me';
import { useProfileNotice } from './use-profile-notice';
import type { User } from './user-types';

/**
 * Change the password (the current one is asked for when there is one), or set a first
 * one on an account made by Google or phone sign-in. The session stays signed in.
 */
export function PasswordSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const formRef = useRef<HTMLFormElement>(null);
  const notice = useProfileNotice();
  const { editing, open, close, opener } = useEditing(formRef, notice.clear);
  const explain = useExplainFailure('changePassword');
  const save = useUserMutation(userId, (form: FormData) =>
    apiRequest<{ message: string }>('PUT', userPath('password/change', userId), formValues(form)),
  );

  const action = user.has_password ? t('profile.password.change') : t('profile.password.set');
  return (
    <ProfileSection
      id="password"
      title={t('profile.password.title')}
      intro={user.has_password ? undefined : t('profile.password.intro')}
    >
      <FormNotice notice={notice.notice} className="mb-6" passing />
      {editing ? (
        <ProfileForm
          label={action}
          send={save.mutateAsync}
          explain={explain}
          saveLabel={t('profile.password.save')}
          formRef={formRef}
          onCancel={close}
          onSaved={(answer) => {
            close();
            notice.succeed(t('profile.password.changed'), answer.message);
          }}
        >
          {(errors) => (
            <>
              {user.has_password && (
                <PasswordField
                  label={t('fields.currentPassword')}
                  name="currentPassword"
                  autoComplete="current-password"
                  error={errors.currentPassword}
                />
              )}
              <NewPasswordFields errors={errors} label="newPassword" />
            </>
          )}
        </ProfileForm>
      ) : (
        <OpenButton opener={opener} onOpen={() => open(true)}>
          {action}
        </OpenButton>
      )}
    </ProfileSection>
  );
}
