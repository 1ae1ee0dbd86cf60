import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { TextField } from '@/components/account/form-field';
import { BilingualField } from '../bilingual-field';

type Errors = Partial<Record<string, string>>;

type NameProps = {
  errors: Errors;
  /** "Name" (admin.taxonomy.fields) unless said. */
  label?: string;
  name?: string;
  nameBn?: string | null;
  hint?: ReactNode;
  required?: boolean;
};

/** The name of a category, occasion, tag or value, and its Bangla twin (80 characters each). */
export function NameFields({ errors, label, name, nameBn, hint, required }: NameProps) {
  const t = useTranslations('admin.taxonomy.fields');
  const banglaHints = useTranslations('admin.bilingual.hints');
  return (
    <BilingualField
      name="name"
      label={label ?? t('name')}
      errors={errors}
      autoComplete="off"
      maxLength={80}
      english={{ defaultValue: name, hint, required }}
      bangla={{ defaultValue: nameBn, hint: banglaHints('name') }}
    />
  );
}

type DescriptionProps = {
  errors: Errors;
  description?: string;
  descriptionBn?: string | null;
  hint?: ReactNode;
  rows?: number;
};

/** A description shown on the item's page, and its Bangla twin (2,000 characters each). */
export function DescriptionFields({
  errors,
  description,
  descriptionBn,
  hint,
  rows = 3,
}: DescriptionProps) {
  const t = useTranslations('admin.taxonomy.fields');
  const banglaHints = useTranslations('admin.bilingual.hints');
  return (
    <BilingualField
      name="description"
      label={t('description')}
      errors={errors}
      rows={rows}
      maxLength={2000}
      english={{ defaultValue: description, hint }}
      bangla={{ defaultValue: descriptionBn, hint: banglaHints('description') }}
    />
  );
}

type SlugProps = {
  label: string;
  hint: ReactNode;
  error?: string;
  /** An edited address name, watched as it is typed; a new one is left to the form. */
  value?: string;
  onChange?: (slug: string) => void;
  required?: boolean;
};

/** A category's address name: typed as is, never corrected or capitalised by the keyboard. */
export function SlugField({ onChange, ...props }: SlugProps) {
  return (
    <TextField
      name="slug"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      onChange={onChange && ((event) => onChange(event.currentTarget.value))}
      {...props}
    />
  );
}
