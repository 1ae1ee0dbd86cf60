'use client';

import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/http/api-client';
import { changePasswordSchema } from '@/lib/identity/client';
import { checkFields, formValues } from '../check-fields';
import { FormNotice } from '../form-notice';
import { NewPasswordFields } from '../new-password-fields';
import { PasswordField } from '../password-field';
import { useFormFeedback } from '../use-form-feedback';
import { FormActions } from './form-actions';
import { ProfileSection } from './profile-section';
import { useEditing } from './use-editing';
import { userPath, useUserMutation } from './use-me';
import type { User } from './user-types';
import { buttonClass } from '@/components/ui/button';

type PasswordChange = { currentPassword?: string; password: string; confirmPassword: string };

/**
 * Change the password (the current one is asked for when there is one), or set a first
 * one on an account made by Google or phone sign-in. The session stays signed in.
 */
export function PasswordSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const { formRef, errors, notice, showErrors, showFailure, reset, said } = useFormFeedback();
  const { editing, open, close, opener } = useEditing(formRef, reset);
  const save = useUserMutation(userId, (input: PasswordChange) =>
    apiRequest<{ message: string }>('PUT', userPath('password/change', userId), input),
  );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const checked = checkFields(changePasswordSchema, values);
    const missingCurrent = user.has_password && !values.currentPassword;
    if (checked.errors || missingCurrent) {
      return showErrors({
        ...(missingCurrent ? { currentPassword: 'Enter your current password' } : {}),
        ...checked.errors,
      });
    }
    try {
      const answer = await save.mutateAsync(checked.data);
      close();
      reset({ tone: 'success', text: said(answer.message, t('profile.password.changed')) });
    } catch (error) {
      showFailure(error, 'changePassword');
    }
  };

  const action = user.has_password ? t('profile.password.change') : t('profile.password.set');
  return (
    <ProfileSection
      id="password"
      title={t('profile.password.title')}
      intro={user.has_password ? undefined : t('profile.password.intro')}
    >
      <FormNotice notice={notice} className="mb-6" passing />
      {editing ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={action}>
          {user.has_password && (
            <PasswordField
              label={t('fields.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              error={errors.currentPassword}
            />
          )}
          <NewPasswordFields errors={errors} label="newPassword" />
          <FormActions
            pending={save.isPending}
            label={t('profile.password.save')}
            onCancel={close}
          />
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          onClick={() => open(true)}
          className={buttonClass({ variant: 'secondary' })}
        >
          {action}
        </button>
      )}
    </ProfileSection>
  );
}
