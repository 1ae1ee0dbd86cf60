import { TextField } from '@/components/account/form-field';
import { BilingualField, banglaHints } from '@/components/admin/bilingual-field';
import type { ProductInput } from '@/lib/catalogue/admin';
import { fieldId, type FieldErrors } from './field-names';
import { FormPanel } from './form-panel';

type Props = { values: ProductInput | null; errors: FieldErrors; slug: string | null };

/** Name, SKU, web address, style group, description and care. */
export function BasicsPanel({ values, errors, slug }: Props) {
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
          id={fieldId('sku')}
          name="sku"
          label="Product SKU"
          defaultValue={values?.sku ?? ''}
          error={errors.sku}
          hint="Shown beside the name in the store, such as BL-2417."
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          id={fieldId('slug')}
          name="slug"
          label="Web address"
          defaultValue={values?.slug ?? ''}
          error={errors.slug}
          hint={
            slug
              ? `/product/${slug}. Links shared earlier stop working if you change it.`
              : 'Leave it empty to make it from the name.'
          }
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <TextField
        id={fieldId('styleCode')}
        name="styleCode"
        label="Style group"
        defaultValue={values?.styleCode ?? ''}
        error={errors.styleCode}
        hint="The same code on pieces that are one style in other colours, such as LS-101: their pages and cards show each other’s colours. Leave it empty for none."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
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
