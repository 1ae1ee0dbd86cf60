import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { TextField } from '@/components/account/form-field';
import { TextAreaField } from '@/components/admin/products/form/text-area-field';

/** What one field of the pair has of its own; a form's `bind('message')` fits it. */
export type Twin = {
  /** The English field's is `name`, its Bangla twin's `${name}Bn`, unless given. */
  name?: string;
  /** The English field's is `label`, its Bangla twin's `${label} (Bangla)`, unless given. */
  label?: string;
  defaultValue?: string | null;
  /** Its error; else the form's error for its name in `errors`. */
  error?: string;
  hint?: ReactNode;
  /** A fixed id, for a link to the field (an error summary's). */
  id?: string;
  required?: boolean;
  maxLength?: number;
};

type Props = {
  name: string;
  label: string;
  english?: Twin;
  bangla?: Twin;
  /** The form's field errors by name: each field shows its own beside it. */
  errors?: Partial<Record<string, string>>;
  /** A textarea of this many rows; a one-line field without. */
  rows?: number;
  /** Both fields' limit, unless one sets its own. */
  maxLength?: number;
  autoComplete?: string;
};

/**
 * A shopper-facing text and its Bangla twin, the Bangla one under the English (`lang="bn"`,
 * named `…Bn`, labelled "… (Bangla)"), each with its own hint and error (docs/decisions.md 24).
 * No wrapper of its own: the two sit in the form's flow or grid as two fields would.
 */
export function BilingualField({
  name,
  label,
  english = {},
  bangla = {},
  errors,
  rows,
  maxLength,
  autoComplete,
}: Props) {
  const t = useTranslations('admin.bilingual');
  const fields = [
    { ...english, name: english.name ?? name, label: english.label ?? label },
    {
      ...bangla,
      name: bangla.name ?? `${name}Bn`,
      label: bangla.label ?? t('twin', { label }),
      lang: 'bn',
    },
  ];
  return (
    <>
      {fields.map(({ defaultValue, error, ...field }) => {
        const props = {
          ...field,
          defaultValue: defaultValue ?? '',
          error: error ?? errors?.[field.name],
          maxLength: field.maxLength ?? maxLength,
          autoComplete,
        };
        return rows ? (
          <TextAreaField key={field.name} rows={rows} {...props} />
        ) : (
          <TextField key={field.name} {...props} />
        );
      })}
    </>
  );
}
