'use client';

import { useTranslations } from '#intl';
import { bindFields } from '@/components/admin/content/bind-field';
import { apiRequest } from '@/lib/http/api-client';
import { formValues } from '../form-values';
import { TextField } from '../form-field';
import { FormNotice } from '../form-notice';
import { useExplainFailure } from '../use-explain-failure';
import { WhatsAppOptIn } from '../whatsapp-opt-in';
import { ConfirmIdentifier } from './confirm-identifier';
import { ProfileForm } from './profile-form';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { userPath, useUserMutation } from './use-me';
import { useProfileSection } from './use-profile-section';
import type { User } from './user-types';

/**
 * Name, username (when she has one), e-mail and, where the store has WhatsApp, whether her
 * updates go there; all but the e-mail can be changed here.
 */
export function DetailsSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account');
  const notSet = <span className="text-ink-muted">{t('profile.notSet')}</span>;
  const section = useProfileSection();
  const explain = useExplainFailure('saveDetails');
  const save = useUserMutation(userId, (form: FormData) =>
    apiRequest<User>('PUT', userPath('update', userId), formValues(form)),
  );

  return (
    <ProfileSection id="details" title={t('profile.details.title')}>
      <FormNotice notice={section.notice.notice} className="mb-6" passing />
      {section.editing ? (
        <ProfileForm
          label={t('profile.details.form')}
          send={save.mutateAsync}
          explain={explain}
          saveLabel={t('profile.details.save')}
          section={section}
          onSaved={() => section.saved(t('profile.details.saved'))}
        >
          {(errors) => {
            const bind = bindFields(user, errors);
            return (
              <>
                <TextField
                  label={t('fields.fullName')}
                  autoComplete="name"
                  className="mb-6"
                  {...bind('name')}
                />
                <TextField
                  label={t('fields.username')}
                  autoComplete="username"
                  hint={t('fields.usernameHint')}
                  {...bind('username')}
                />
                {user.whatsapp_opt_in !== null && (
                  <WhatsAppOptIn defaultChecked={user.whatsapp_opt_in} className="mt-6" />
                )}
              </>
            );
          }}
        </ProfileForm>
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
            {user.whatsapp_opt_in !== null && (
              <>
                <dt className="text-ink-muted text-sm">{t('whatsapp.updates')}</dt>
                <dd className="text-ink">
                  {user.whatsapp_opt_in ? t('whatsapp.updatesOn') : t('whatsapp.updatesOff')}
                </dd>
              </>
            )}
          </dl>
          {user.email && !user.email_verified && (
            <ConfirmIdentifier userId={userId} identifier="email" value={user.email} />
          )}
          <OpenButton opener={section.opener} onOpen={() => section.open(true)} className="mt-8">
            {t('profile.details.edit')}
          </OpenButton>
        </>
      )}
    </ProfileSection>
  );
}
