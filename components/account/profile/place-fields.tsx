'use client';

import { useTranslations } from '#intl';
import { bindFields } from '@/components/admin/content/bind-field';
import { TextField } from '../form-field';
import { RegionFields } from './region-fields';
import type { Address } from './user-types';

type PlaceFieldsProps = {
  /** An address being changed; none for a new one. */
  place?: Partial<Pick<Address, 'division' | 'district' | 'area' | 'line'>>;
  errors: Partial<Record<'division' | 'district' | 'area' | 'line', string>>;
};

/** Where in Bangladesh: division, district, area and street, as the profile and checkout ask. */
export function PlaceFields({ place = {}, errors }: PlaceFieldsProps) {
  const t = useTranslations('account.profile.address');
  const bind = bindFields(place, errors);
  return (
    <>
      <RegionFields division={place.division} district={place.district} errors={errors} />
      <TextField label={t('area')} autoComplete="address-level3" {...bind('area')} />
      <TextField label={t('line')} autoComplete="street-address" {...bind('line')} />
    </>
  );
}
