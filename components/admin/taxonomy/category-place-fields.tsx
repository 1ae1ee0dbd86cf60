import { SelectField } from '@/components/account/form-field';
import type { CategoryChoice } from '@/lib/catalogue';
import { CheckboxField } from './checkbox-field';

type Props = {
  choices: CategoryChoice[];
  fields?: Record<string, string>;
  defaults?: { parentId: number | null; hasPage: boolean; visible: boolean };
};

/** Where a category sits, whether it has a page, and whether shoppers see it. */
export function CategoryPlaceFields({ choices, fields, defaults }: Props) {
  return (
    <>
      <SelectField
        name="parentId"
        label="Inside"
        defaultValue={defaults?.parentId == null ? '' : String(defaults.parentId)}
        error={fields?.parentId}
      >
        <option value="">The top level</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        name="hasPage"
        label="Has a page of its own"
        hint="Unticked: a label in the menus that opens nothing, grouping what is beneath it."
        defaultChecked={defaults?.hasPage ?? true}
        error={fields?.hasPage}
      />
      <CheckboxField
        name="visible"
        label="Shown online"
        hint="Hidden: it and everything beneath it leave the menus, listings and sitemap."
        defaultChecked={defaults?.visible ?? true}
        error={fields?.visible}
      />
    </>
  );
}
