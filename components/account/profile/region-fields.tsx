'use client';

import { useState } from 'react';
import { districtsByDivision, divisions, type Division } from '@/lib/validation/bangladesh-regions';
import { SelectField } from '../form-field';

/** The words of the two fields; the staff side (English only) takes these. */
const englishLabels = {
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
  /** A shopper's page gives them in its language. */
  labels?: typeof englishLabels;
};

const isDivision = (value: string | undefined): value is Division =>
  divisions.includes(value as Division);

/** Division, then a district of that division (the list follows the chosen division). */
export function RegionFields({
  division: initialDivision,
  district,
  errors,
  labels = englishLabels,
}: RegionFieldsProps) {
  const [division, setDivision] = useState<Division | ''>(
    isDivision(initialDivision) ? initialDivision : '',
  );
  const districts: readonly string[] = division ? districtsByDivision[division] : [];
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
        <option value="">{labels.chooseDivision}</option>
        {divisions.map((name) => (
          <option key={name}>{name}</option>
        ))}
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
        <option value="">{labels.chooseDistrict}</option>
        {districts.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
    </div>
  );
}
