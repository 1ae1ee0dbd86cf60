'use client';

import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/http/api-client';
import { profileSchema, type ProfileInput } from '@/lib/identity/client';
import { checkFields, formValues } from '../check-fields';
import { TextField } from '../form-field';
import { FormNotice } from '../form-notice';
import { useFormFeedback } from '../use-form-feedback';
import { FormActions } from './form-actions';
import { ConfirmIdentifier } from './confirm-identifier';
import { ProfileSection } from './profile-section';
import { useEditing } from './use-editing';
import { userPath, useUserMutation } from './use-me';
import type { User } from './user-types';
import { buttonClass } from '@/components/ui/button';

/** Name, username (when she has one) and e-mail; name and username can be changed. */
export function DetailsSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const notSet = <span className="text-ink-muted">{t('profile.notSet')}</span>;
  const { formRef, errors, notice, showErrors, showFailure, reset } = useFormFeedback();
  const { editing, open, close, opener } = useEditing(formRef, reset);
  const save = useUserMutation(userId, (input: ProfileInput) =>
    apiRequest<User>('PUT', userPath('update', userId), input),
  );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(profileSchema, formValues(event.currentTarget));
    if (checked.errors) return showErrors(checked.errors);
    try {
      await save.mutateAsync(checked.data);
      close();
      reset({ tone: 'success', text: t('profile.details.saved') });
    } catch (error) {
      showFailure(error, 'saveDetails');
    }
  };

  return (
    <ProfileSection id="details" title={t('profile.details.title')}>
      <FormNotice notice={notice} className="mb-6" passing />
      {editing ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t('profile.details.form')}>
          <TextField
            label={t('fields.fullName')}
            name="name"
            autoComplete="name"
            defaultValue={user.name}
            error={errors.name}
            className="mb-6"
          />
          <TextField
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            defaultValue={user.username ?? ''}
            error={errors.username}
            hint={t('fields.usernameHint')}
          />
          <FormActions
            pending={save.isPending}
            label={t('profile.details.save')}
            onCancel={close}
          />
        </form>
      ) : (
        <>
          <dl className="grid gap-x-10 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-y-5">
            <dt className="text-ink-muted text-sm">{t('profile.details.name')}</dt>
            <dd className="text-ink mb-4 break-words sm:mb-0">{user.name}</dd>
            {/* A username is optional and few choose one: no row says there is none. */}
            {user.username && (
              <>
                <dt className="text-ink-muted text-sm">{t('fields.username')}</dt>
                <dd className="text-ink mb-4 break-words sm:mb-0">{user.username}</dd>
              </>
            )}
            <dt className="text-ink-muted text-sm">{t('fields.email')}</dt>
            <dd className="text-ink break-words">{user.email || notSet}</dd>
          </dl>
          {user.email && !user.email_verified && (
            <ConfirmIdentifier userId={userId} identifier="email" value={user.email} />
          )}
          <button
            ref={opener}
            type="button"
            onClick={() => open(true)}
            className={buttonClass({ variant: 'secondary', className: 'mt-8' })}
          >
            {t('profile.details.edit')}
          </button>
        </>
      )}
    </ProfileSection>
  );
}
