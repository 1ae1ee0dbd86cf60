'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { districtsByDivision, divisions, type Division } from '@/lib/validation/client';
import { SelectField } from '../form-field';
import { regionName } from '@/lib/i18n/region-names';
import { Options } from '@/components/ui/form/options';

export type RegionLabels = {
  division: string;
  district: string;
  chooseDivision: string;
  chooseDistrict: string;
  divisionFirst: string;
  /** How a division or district is written (its stored English name is the option's value). */
  place?: (name: string) => string;
};

/** The staff side's words (it speaks English only, with no messages provider). */
export const englishRegionLabels: RegionLabels = {
  division: 'Division',
  district: 'District',
  chooseDivision: 'Choose a division',
  chooseDistrict: 'Choose a district',
  divisionFirst: 'Choose a division first',
};

type RegionFieldsProps = {
  division?: string;
  district?: string;
  errors: { division?: string; district?: string };
};

const isDivision = (value: string | undefined): value is Division =>
  divisions.includes(value as Division);

/** Division and district on a shopper's page, in its language. */
export function RegionFields(props: RegionFieldsProps) {
  const t = useTranslations('account.profile.address');
  const locale = useLocale();
  const labels: RegionLabels = {
    place: (name) => regionName(name, locale),
    division: t('divisionLabel'),
    district: t('district'),
    chooseDivision: t('chooseDivision'),
    chooseDistrict: t('chooseDistrict'),
    divisionFirst: t('divisionFirst'),
  };
  return <LabelledRegionFields {...props} labels={labels} />;
}

/** Division, then a district of that division (the list follows the chosen division). */
export function LabelledRegionFields({
  division: initialDivision,
  district,
  errors,
  labels,
}: RegionFieldsProps & { labels: RegionLabels }) {
  const [division, setDivision] = useState<Division | ''>(
    isDivision(initialDivision) ? initialDivision : '',
  );
  const districts: readonly string[] = division ? districtsByDivision[division] : [];
  const placeName = (name: string) => labels.place?.(name) ?? name;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <SelectField
        label={labels.division}
        name="division"
        autoComplete="address-level1"
        value={division}
        onChange={(event) => setDivision(event.currentTarget.value as Division | '')}
        error={errors.division}
      >
        <Options items={divisions} label={placeName} none={labels.chooseDivision} />
      </SelectField>
      <SelectField
        // A new division starts with no district chosen.
        key={division}
        label={labels.district}
        name="district"
        autoComplete="address-level2"
        defaultValue={division === initialDivision ? district : ''}
        disabled={!division}
        error={errors.district}
        hint={division ? undefined : labels.divisionFirst}
      >
        <Options items={districts} label={placeName} none={labels.chooseDistrict} />
      </SelectField>
    </div>
  );
}
