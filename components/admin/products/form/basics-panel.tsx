import { TextField } from '@/components/account/form-field';
import { BilingualField, banglaHints } from '@/components/admin/bilingual-field';
import type { ProductInput } from '@/lib/catalogue/admin';
import { fieldId, type FieldErrors } from './field-names';
import { FormPanel } from './form-panel';

type Props = { values: ProductInput | null; errors: FieldErrors; slug: string | null };

/** Name, SKU, web address, style group, description and care. */
// Codes are typed as they are: no suggestions, capitals, or spelling marks.
const codeInput = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

export function BasicsPanel({ values, errors, slug }: Props) {
  const text = (name: 'sku' | 'slug' | 'styleCode') => ({
    id: fieldId(name),
    name,
    defaultValue: values?.[name] ?? '',
    error: errors[name],
  });
  return (
    <FormPanel legend="Basics">
      <BilingualField
        name="name"
        label="Name"
        errors={errors}
        autoComplete="off"
        english={{ id: fieldId('name'), defaultValue: values?.name, required: true }}
        bangla={{
          id: fieldId('nameBn'),
          defaultValue: values?.nameBn,
          hint: 'Shown on the Bangla pages; leave it empty to show the English name there.',
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Product SKU"
          {...text('sku')}
          {...codeInput}
          hint="Shown beside the name in the store, such as BL-2417."
          required
        />
        <TextField
          label="Web address"
          {...text('slug')}
          {...codeInput}
          autoCapitalize="none"
          hint={
            slug
              ? `/product/${slug}. Links shared earlier stop working if you change it.`
              : 'Leave it empty to make it from the name.'
          }
        />
      </div>
      <TextField
        label="Style group"
        {...text('styleCode')}
        {...codeInput}
        hint="The same code on pieces that are one style in other colours, such as LS-101: their pages and cards show each other’s colours. Leave it empty for none."
      />
      <BilingualField
        name="description"
        label="Description"
        errors={errors}
        rows={6}
        english={{ id: fieldId('description'), defaultValue: values?.description }}
        bangla={{
          id: fieldId('descriptionBn'),
          defaultValue: values?.descriptionBn,
          hint: banglaHints.description,
        }}
      />
      <BilingualField
        name="care"
        label="Care"
        errors={errors}
        rows={3}
        english={{
          id: fieldId('care'),
          defaultValue: values?.care,
          hint: 'How to clean and keep it, such as: Dry clean only. Store folded in muslin.',
        }}
        bangla={{ id: fieldId('careBn'), defaultValue: values?.careBn, hint: banglaHints.care }}
      />
    </FormPanel>
  );
}
