import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { BilingualField } from '@/components/admin/bilingual-field';
import type { ProductInput } from '@/lib/catalogue/admin';
import { fieldId, type FieldErrors } from './field-names';
import { FormPanel } from './form-panel';

type Props = { values: ProductInput | null; errors: FieldErrors; slug: string | null };

/** Name, SKU, web address, style group, description and care. */
// Codes are typed as they are: no suggestions, capitals, or spelling marks.
const codeInput = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

export function BasicsPanel({ values, errors, slug }: Props) {
  const t = useTranslations('admin.products.editor');
  const banglaHints = useTranslations('admin.bilingual.hints');
  const text = (name: 'sku' | 'slug' | 'styleCode') => ({
    id: fieldId(name),
    name,
    defaultValue: values?.[name] ?? '',
    error: errors[name],
  });
  return (
    <FormPanel legend={t('basics')}>
      <BilingualField
        name="name"
        label={t('name')}
        errors={errors}
        autoComplete="off"
        english={{ id: fieldId('name'), defaultValue: values?.name, required: true }}
        bangla={{
          id: fieldId('nameBn'),
          defaultValue: values?.nameBn,
          hint: t('nameBnHint'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('sku')} {...text('sku')} {...codeInput} hint={t('skuHint')} required />
        <TextField
          label={t('slug')}
          {...text('slug')}
          {...codeInput}
          autoCapitalize="none"
          hint={slug ? t('slugHint', { slug }) : t('slugNewHint')}
        />
      </div>
      <TextField
        label={t('styleCode')}
        {...text('styleCode')}
        {...codeInput}
        hint={t('styleCodeHint')}
      />
      <BilingualField
        name="description"
        label={t('description')}
        errors={errors}
        rows={6}
        english={{ id: fieldId('description'), defaultValue: values?.description }}
        bangla={{
          id: fieldId('descriptionBn'),
          defaultValue: values?.descriptionBn,
          hint: banglaHints('description'),
        }}
      />
      <BilingualField
        name="care"
        label={t('care')}
        errors={errors}
        rows={3}
        english={{
          id: fieldId('care'),
          defaultValue: values?.care,
          hint: t('careHint'),
        }}
        bangla={{ id: fieldId('careBn'), defaultValue: values?.careBn, hint: banglaHints('care') }}
      />
    </FormPanel>
  );
}
