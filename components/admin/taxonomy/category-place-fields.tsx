import { useTranslations } from '#intl';
import type { CategoryChoice } from '@/lib/catalogue';
import { CategorySelect } from './category-select';
import { CheckboxField } from './checkbox-field';

type Props = {
  choices: CategoryChoice[];
  fields?: Record<string, string>;
  defaults?: { parentId: number | null; hasPage: boolean; visible: boolean };
};

const switches = [
  { name: 'hasPage', hint: 'hasPageHint' },
  { name: 'visible', hint: 'visibleHint' },
] as const;

/** Where a category sits, whether it has a page, and whether shoppers see it. */
export function CategoryPlaceFields({ choices, fields, defaults }: Props) {
  const t = useTranslations('admin.taxonomy.categoryForm');
  return (
    <>
      <CategorySelect
        name="parentId"
        label={t('inside')}
        choices={choices}
        none={{ label: t('topLevel') }}
        defaultValue={defaults?.parentId ?? null}
        error={fields?.parentId}
      />
      {switches.map((field) => (
        <CheckboxField
          key={field.name}
          name={field.name}
          label={t(field.name)}
          hint={t(field.hint)}
          defaultChecked={defaults?.[field.name] ?? true}
          error={fields?.[field.name]}
        />
      ))}
    </>
  );
}
