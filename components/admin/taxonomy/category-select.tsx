import { SelectField } from '@/components/account/form-field';
import type { CategoryChoice } from '@/lib/catalogue';
import { Options } from '@/components/ui/form/options';

type Props = {
  name: string;
  label: string;
  choices: CategoryChoice[];
  /** The first option, worth '' (the top level, or a prompt to choose). */
  none: { label: string; disabled?: boolean };
  defaultValue: number | null;
  error?: string;
  required?: boolean;
};

/** A choice of one category, each named with its parents ("Clothing › Lehenga"). */
export function CategorySelect({ choices, none, defaultValue, ...select }: Props) {
  return (
    <SelectField {...select} defaultValue={defaultValue === null ? '' : String(defaultValue)}>
      <option value="" disabled={none.disabled}>
        {none.label}
      </option>
      <Options items={choices} value={(choice) => choice.id} label={(choice) => choice.label} />
    </SelectField>
  );
}
