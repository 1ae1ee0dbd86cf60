'use client';

import { useTranslations } from '#intl';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { apiRequest } from '@/lib/http/api-client';
import { FormNotice } from '../form-notice';
import { useExplainFailure } from '../use-explain-failure';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { userPath, useUserMutation } from './use-me';
import { useProfileSection } from './use-profile-section';
import type { Address, User } from './user-types';

type AddressAnswer = { message: string; addresses: Address[] };

/** Saved delivery addresses: add, change, delete, and choose the default. */
export function AddressesSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account.profile.addresses');
  const section = useProfileSection<Partial<Address>>();
  const explainDefault = useExplainFailure('makeDefault');
  const explainDelete = useExplainFailure('deleteAddress');
  const path = userPath('updateAddress', userId);
  const save = useUserMutation(userId, (address: Record<string, unknown>) =>
    apiRequest<AddressAnswer>('PUT', path, address),
  );
  const remove = useUserMutation(userId, (id: number) =>
    apiRequest<AddressAnswer>('DELETE', `${path}/${id}`),
  );
  const busy = save.isPending || remove.isPending;

  // A card's action (make default, delete) is a call of its own, not a form.
  const run = async (
    call: Promise<AddressAnswer>,
    own: string,
    explain: (error: unknown) => ApiFormFailure,
  ) => {
    try {
      section.saved(own, (await call).message);
    } catch (error) {
      section.notice.fail(explain(error));
    }
  };

  return (
    <ProfileSection id="addresses" title={t('title')} intro={t('intro')}>
      <FormNotice notice={section.notice.notice} className="mb-6" passing />
      {user.addresses.length > 0 ? (
        <ul className="mb-8 grid gap-6 lg:grid-cols-2" aria-label={t('list')}>
          {user.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => section.open(address)}
              onMakeDefault={() =>
                run(save.mutateAsync({ ...address, is_default: true }), t('saved'), explainDefault)
              }
              onDelete={() => run(remove.mutateAsync(address.id), t('deleted'), explainDelete)}
            />
          ))}
        </ul>
      ) : (
        !section.editing && <p className="text-ink-muted mb-8">{t('none')}</p>
      )}
      {section.editing ? (
        <AddressForm
          key={section.editing.id ?? 'new'}
          address={section.editing}
          section={section}
          firstAddress={user.addresses.length === 0}
          save={save.mutateAsync}
          onSaved={(answer) => section.saved(t('saved'), answer.message)}
        />
      ) : (
        <OpenButton
          opener={section.opener}
          onOpen={() => section.open({ recipient: user.name, phone: user.phone ?? '' })}
        >
          {t('add')}
        </OpenButton>
      )}
    </ProfileSection>
  );
}
