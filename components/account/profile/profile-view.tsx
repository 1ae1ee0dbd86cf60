'use client';

import { useLocale, useTranslations } from '#intl';
import { ApiClientError } from '@/lib/http/api-client';
import { FormNotice } from '../form-notice';
import { AddressesSection } from './addresses-section';
import { DetailsSection } from './details-section';
import { MeasurementsSection } from './measurements-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { useMe } from './use-me';
import { Button } from '@/components/ui/button';

/** The profile, read from GET /api/v1/user/me/{id}; each section saves on its own. */
export function ProfileView({ userId }: { userId: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const me = useMe(userId);

  if (me.isPending) {
    return (
      <div aria-busy="true" className="grid gap-6 py-10" data-testid="profile-loading">
        <span className="sr-only">{t('profile.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-24 animate-pulse bg-stone-100" />
        ))}
      </div>
    );
  }
  if (me.isError) {
    // The server's reason is English: said on English pages only.
    const reason =
      locale === 'en' && me.error instanceof ApiClientError ? ` ${me.error.message}` : '';
    return (
      <div className="py-10">
        <FormNotice
          notice={{ tone: 'error', text: t('profile.loadFailed', { reason }) }}
          className="mb-6"
        />
        <Button variant="secondary" onClick={() => void me.refetch()}>
          {t('buttons.tryAgain')}
        </Button>
      </div>
    );
  }
  const user = me.data;
  return (
    <>
      <DetailsSection user={user} userId={userId} />
      <PhoneSection user={user} userId={userId} />
      <AddressesSection user={user} userId={userId} />
      <MeasurementsSection />
      <PasswordSection user={user} userId={userId} />
    </>
  );
}
