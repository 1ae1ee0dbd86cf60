'use client';

import { useTranslations } from '#intl';
import type { FieldErrors } from '@/components/account/form-values';
import { PlaceFields } from '@/components/account/profile/place-fields';
import type { Address } from '@/lib/customers';
import type { AddressChoice } from './checkout-body';
import { CheckoutSection } from './checkout-section';
import { SavedAddressOption } from './saved-address-option';

type AddressSectionProps = {
  addresses: Address[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  errors: FieldErrors;
};

/** Where to deliver: a saved address (signed-in shoppers), or division, district, area and line. */
export function AddressSection({ addresses, choice, onChoice, errors }: AddressSectionProps) {
  const t = useTranslations('checkout.address');
  return (
    <CheckoutSection step={2} title={t('title')}>
      {addresses.length > 0 && (
        <div role="radiogroup" aria-label={t('saved')} className="mb-6 grid gap-3">
          {addresses.map((address) => (
            <SavedAddressOption
              key={address.id}
              address={address}
              checked={choice === address.id}
              onChoose={() => onChoice(address.id)}
            />
          ))}
          <label
            className={`text-ink flex cursor-pointer items-center gap-3 border px-5 py-4 text-sm ${choice === 'new' ? 'border-ink' : 'border-stone-200'}`}
          >
            <input
              type="radio"
              name="address_choice"
              value="new"
              checked={choice === 'new'}
              onChange={() => onChoice('new')}
              className="accent-ink h-4 w-4"
            />
            {t('new')}
          </label>
        </div>
      )}
      {choice === 'new' && (
        <div className="grid gap-6">
          <PlaceFields errors={errors} />
        </div>
      )}
    </CheckoutSection>
  );
}
