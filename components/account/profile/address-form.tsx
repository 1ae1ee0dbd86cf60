'use client';

import { useTranslations } from '#intl';
import { bindFields } from '@/components/admin/content/bind-field';
import { formValues, type FieldErrors } from '../form-values';
import { TextField } from '../form-field';
import { PhoneField } from '../phone-field';
import { useExplainFailure } from '../use-explain-failure';
import { ProfileForm } from './profile-form';
import { PlaceFields } from './place-fields';
import type { Address } from './user-types';
import type { SectionHold } from './use-profile-section';

type AddressFormProps<T> = {
  /** The address to change, or the suggested values of a new one. */
  address: Partial<Address>;
  section: SectionHold;
  /** The first address is the default unless the shopper says otherwise. */
  firstAddress: boolean;
  /** Sends the address as the form holds it; the server checks it against its schema. */
  save: (address: Record<string, unknown>) => Promise<T>;
  onSaved: (answer: T) => void;
};

/** A delivery address in Bangladesh: who, which phone, division, district, area and street. */
export function AddressForm<T>({
  address,
  section,
  firstAddress,
  save,
  onSaved,
}: AddressFormProps<T>) {
  const t = useTranslations('account.profile.address');
  const title = address.id ? t('editTitle') : t('newTitle');
  const explain = useExplainFailure('saveAddress');
  const send = (form: FormData) => {
    const values = formValues(form);
    return save({ ...values, id: address.id, is_default: values.is_default === 'on' });
  };

  return (
    <ProfileForm
      label={title}
      send={send}
      explain={explain}
      saveLabel={t('save')}
      section={section}
      onSaved={onSaved}
      className="bg-ivory p-6 sm:p-8"
    >
      {(errors) => (
        <>
          <h3 className="text-ink mb-6 text-lg font-light">{title}</h3>
          <AddressFields address={address} errors={errors} firstAddress={firstAddress} />
        </>
      )}
    </ProfileForm>
  );
}

function AddressFields({
  address,
  errors,
  firstAddress,
}: {
  address: Partial<Address>;
  errors: FieldErrors;
  firstAddress: boolean;
}) {
  const t = useTranslations('account.profile.address');
  const bind = bindFields(address, errors);
  return (
    <div className="grid gap-6">
      <TextField label={t('label')} placeholder={t('labelPlaceholder')} {...bind('label')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t('recipient')} autoComplete="name" {...bind('recipient')} />
        <PhoneField defaultValue={address.phone} error={errors.phone} className="" />
      </div>
      <PlaceFields place={address} errors={errors} />
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
  );
}
