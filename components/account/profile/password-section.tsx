'use client';

import { useTranslations } from '#intl';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from '../form-values';
import { FormNotice } from '../form-notice';
import { NewPasswordFields } from '../new-password-fields';
import { PasswordField } from '../password-field';
import { useExplainFailure } from '../use-explain-failure';
import { ProfileForm } from './profile-form';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { userPath, useUserMutation } from './use-me';
import { useProfileSection } from './use-profile-section';
import type { User } from './user-types';

/**
 * Change the password (the current one is asked for when there is one), or set a first
 * one on an account made by Google or phone sign-in. The session stays signed in.
 */
export function PasswordSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const section = useProfileSection();
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
      <FormNotice notice={section.notice.notice} className="mb-6" passing />
      {section.editing ? (
        <ProfileForm
          label={action}
          send={save.mutateAsync}
          explain={explain}
          saveLabel={t('profile.password.save')}
          section={section}
          onSaved={(answer) => section.saved(t('profile.password.changed'), answer.message)}
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
        <OpenButton opener={section.opener} onOpen={() => section.open(true)}>
          {action}
        </OpenButton>
      )}
    </ProfileSection>
  );
}
