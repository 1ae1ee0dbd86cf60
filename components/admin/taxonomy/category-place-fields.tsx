import type { CategoryChoice } from '@/lib/catalogue';
import { CategorySelect } from './category-select';
import { CheckboxField } from './checkbox-field';

type Props = {
  choices: CategoryChoice[];
  fields?: Record<string, string>;
  defaults?: { parentId: number | null; hasPage: boolean; visible: boolean };
};

const switches = [
  {
    name: 'hasPage',
    label: 'Has a page of its own',
    hint: 'Unticked: a label in the menus that opens nothing, grouping what is beneath it.',
  },
  {
    name: 'visible',
    label: 'Shown online',
    hint: 'Hidden: it and everything beneath it leave the menus, listings and sitemap.',
  },
] as const;

/** Where a category sits, whether it has a page, and whether shoppers see it. */
export function CategoryPlaceFields({ choices, fields, defaults }: Props) {
  return (
    <>
      <CategorySelect
        name="parentId"
        label="Inside"
        choices={choices}
        none={{ label: 'The top level' }}
        defaultValue={defaults?.parentId ?? null}
        error={fields?.parentId}
      />
      {switches.map((field) => (
        <CheckboxField
          key={field.name}
          {...field}
          defaultChecked={defaults?.[field.name] ?? true}
          error={fields?.[field.name]}
        />
      ))}
    </>
  );
}
