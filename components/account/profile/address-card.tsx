'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { regionName } from '@/lib/i18n/region-names';
import type { Address } from './user-types';
import { Button } from '@/components/ui/button';

type AddressCardProps = {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
};

/** One saved address with its actions; deleting asks once more, in place. */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const t = useTranslations('account.profile.address');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const name = address.label || address.recipient;
  return (
    <li
      aria-label={name}
      className={`flex flex-col border p-6 ${address.is_default ? 'border-ink' : 'border-stone-200'}`}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <p className="text-ink text-xs tracking-[0.22em] uppercase">
          {address.label || t('address')}
        </p>
        {address.is_default && (
          <span className="text-primary-800 text-[11px] tracking-[0.2em] uppercase">
            {t('default')}
          </span>
        )}
      </div>
      <address className="text-ink-soft flex-1 leading-7 not-italic">
        <span className="text-ink">{address.recipient}</span>
        <br />
        {address.line}
        <br />
        {address.area}, {regionName(address.district, locale)}
        <br />
        {t('division', { division: regionName(address.division, locale) })}
        <br />
        {address.phone}
      </address>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        {confirming ? (
          <>
            <span className="text-ink text-sm">{t('deleteAsk')}</span>
            <Button variant="quiet" onClick={onDelete} disabled={busy}>
              {t('yesDelete')}
            </Button>
            <Button variant="quiet" onClick={() => setConfirming(false)}>
              {t('keep')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="quiet" onClick={onEdit} disabled={busy}>
              {t('edit')}
              <span className="sr-only"> {name}</span>
            </Button>
            {!address.is_default && (
              <Button variant="quiet" onClick={onMakeDefault} disabled={busy}>
                {t('makeDefault')}
                <span className="sr-only"> {name}</span>
              </Button>
            )}
            <Button variant="quiet" onClick={() => setConfirming(true)} disabled={busy}>
              {t('delete')}
              <span className="sr-only"> {name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
