'use client';

import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/http/api-client';
import type { FailureAction } from '../explain-failure';
import { FormNotice } from '../form-notice';
import { useFormFeedback } from '../use-form-feedback';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { OpenButton } from './open-button';
import { ProfileSection } from './profile-section';
import { useEditing } from './use-editing';
import { userPath, useUserMutation } from './use-me';
import type { Address, User } from './user-types';

type AddressAnswer = { message: string; addresses: Address[] };

/** Saved delivery addresses: add, change, delete, and choose the default. */
export function AddressesSection({ user, userId }: { user: User; userId: string }) {
  const t = useTranslations('account.profile.addresses');
  const { formRef, notice, showFailure, reset, said } = useFormFeedback();
  const { editing, open, close, opener } = useEditing<Partial<Address>>(formRef, reset);
  const path = userPath('updateAddress', userId);
  const save = useUserMutation(userId, (address: Record<string, unknown>) =>
    apiRequest<AddressAnswer>('PUT', path, address),
  );
  const remove = useUserMutation(userId, (id: number) =>
    apiRequest<AddressAnswer>('DELETE', `${path}/${id}`),
  );
  const busy = save.isPending || remove.isPending;

  const saved = (answer: AddressAnswer, own: string) => {
    close();
    reset({ tone: 'success', text: said(answer.message, own) });
  };
  // A card's action (make default, delete) is a call of its own, not a form.
  const run = async (call: Promise<AddressAnswer>, action: FailureAction) => {
    try {
      saved(await call, action === 'deleteAddress' ? t('deleted') : t('saved'));
    } catch (error) {
      showFailure(error, action);
    }
  };

  return (
    <ProfileSection id="addresses" title={t('title')} intro={t('intro')}>
      <FormNotice notice={notice} className="mb-6" passing />
      {user.addresses.length > 0 ? (
        <ul className="mb-8 grid gap-6 lg:grid-cols-2" aria-label={t('list')}>
          {user.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => open(address)}
              onMakeDefault={() =>
                run(save.mutateAsync({ ...address, is_default: true }), 'makeDefault')
              }
              onDelete={() => run(remove.mutateAsync(address.id), 'deleteAddress')}
            />
          ))}
        </ul>
      ) : (
        !editing && <p className="text-ink-muted mb-8">{t('none')}</p>
      )}
      {editing ? (
        <AddressForm
          key={editing.id ?? 'new'}
          address={editing}
          formRef={formRef}
          firstAddress={user.addresses.length === 0}
          save={save.mutateAsync}
          onSaved={(answer) => saved(answer, t('saved'))}
          onCancel={close}
        />
      ) : (
        <OpenButton
          opener={opener}
          onOpen={() => open({ recipient: user.name, phone: user.phone ?? '' })}
        >
          {t('add')}
        </OpenButton>
      )}
    </ProfileSection>
  );
}
