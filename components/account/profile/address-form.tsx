'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { formValues } from '../check-fields';
import { TextField } from '../form-field';
import { PhoneField } from '../phone-field';
import { ProfileForm } from './profile-form';
import { RegionFields } from './region-fields';
import type { Address } from './user-types';

type AddressFormProps<T> = {
  /** The address to change, or the suggested values of a new one. */
  address: Partial<Address>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The first address is the default unless the shopper says otherwise. */
  firstAddress: boolean;
  /** Sends the address as the form holds it; the server checks it against its schema. */
  save: (address: Record<string, unknown>) => Promise<T>;
  onSaved: (answer: T) => void;
  onCancel: () => void;
};

/** A delivery address in Bangladesh: who, which phone, division, district, area and street. */
export function AddressForm<T>({
  address,
  formRef,
  firstAddress,
  save,
  onSaved,
  onCancel,
}: AddressFormProps<T>) {
  const t = useTranslations('account.profile.address');
  const title = address.id ? t('editTitle') : t('newTitle');
  const send = (form: FormData) => {
    const values = formValues(form);
    return save({ ...values, id: address.id, is_default: values.is_default === 'on' });
  };

  return (
    <ProfileForm
      label={title}
      send={send}
      failure="saveAddress"
      saveLabel={t('save')}
      formRef={formRef}
      onSaved={onSaved}
      onCancel={onCancel}
      className="bg-ivory p-6 sm:p-8"
    >
      {(errors) => (
        <>
          <h3 className="text-ink mb-6 text-lg font-light">{title}</h3>
          <div className="grid gap-6">
            <TextField
              label={t('label')}
              name="label"
              defaultValue={address.label}
              placeholder={t('labelPlaceholder')}
              error={errors.label}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField
                label={t('recipient')}
                name="recipient"
                autoComplete="name"
                defaultValue={address.recipient}
                error={errors.recipient}
              />
              <PhoneField defaultValue={address.phone} error={errors.phone} className="" />
            </div>
            <RegionFields division={address.division} district={address.district} errors={errors} />
            <TextField
              label={t('area')}
              name="area"
              autoComplete="address-level3"
              defaultValue={address.area}
              error={errors.area}
            />
            <TextField
              label={t('line')}
              name="line"
              autoComplete="street-address"
              defaultValue={address.line}
              error={errors.line}
            />
            {!address.is_default && (
              <label className="text-ink flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name="is_default"
                  defaultChecked={firstAddress}
                  className="accent-ink h-4 w-4"
                />
                {t('makeMyDefault')}
              </label>
            )}
          </div>
        </>
      )}
    </ProfileForm>
  );
}
