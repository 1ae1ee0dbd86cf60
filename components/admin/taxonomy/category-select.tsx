import { SelectField } from '@/components/account/form-field';
import type { CategoryChoice } from '@/lib/catalogue';

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
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
