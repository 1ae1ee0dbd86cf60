import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { Options } from '@/components/ui/form/options';
import { productAgeGroups, productGenders } from '@/lib/catalogue/client';
import type { ProductInput } from '@/lib/catalogue/admin';
import { fieldId, type FieldErrors } from './field-names';
import { FormPanel } from './form-panel';

type FeedValues = Pick<ProductInput, 'gender' | 'ageGroup' | 'material' | 'googleCategory'>;

type Props = { values: FeedValues | null; form: string; errors: FieldErrors };

/**
 * What the shopping feeds (Google Merchant Center, Meta) and search results say of the
 * piece beyond its words: who it is for, its fabric and Google's category for it.
 */
export function FeedPanel({ values, form, errors }: Props) {
  const t = useTranslations('admin.products.editor');
  const labelled = <T extends string>(choices: readonly T[], word: (value: T) => string) =>
    choices.map((value): { value: string; label: string } => ({ value, label: word(value) }));
  const choices = [
    { name: 'gender', items: labelled(productGenders, (value) => t(`genders.${value}`)) },
    { name: 'ageGroup', items: labelled(productAgeGroups, (value) => t(`ageGroups.${value}`)) },
  ] as const;
  return (
    <FormPanel legend={t('feeds')}>
      <div className="space-y-4">
        <p className="text-ink-muted text-sm">{t('feedsHint')}</p>
        {choices.map(({ name, items }) => (
          <SelectField
            key={name}
            id={fieldId(name)}
            name={name}
            label={t(name)}
            defaultValue={values?.[name] ?? ''}
            error={errors[name]}
            form={form}
          >
            <Options
              items={items}
              value={(item) => item.value}
              label={(item) => item.label}
              none={t('notSaid')}
            />
          </SelectField>
        ))}
        <TextField
          id={fieldId('material')}
          name="material"
          label={t('material')}
          defaultValue={values?.material ?? ''}
          maxLength={200}
          error={errors.material}
          hint={t('materialHint')}
          form={form}
        />
        <TextField
          id={fieldId('googleCategory')}
          name="googleCategory"
          label={t('googleCategory')}
          defaultValue={values?.googleCategory ?? ''}
          maxLength={250}
          error={errors.googleCategory}
          hint={t('googleCategoryHint')}
          form={form}
        />
      </div>
    </FormPanel>
  );
}
