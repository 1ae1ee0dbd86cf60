'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { controlClass, Field } from '@/components/ui/field';

type Props = { defaultValue: string | null; error?: string };

const hex = /^#[0-9a-f]{6}$/i;

/**
 * A swatch colour as #rrggbb, typed or picked; blank for none. The picker cannot be
 * blank, so the text field is what the form sends.
 */
export function SwatchField({ defaultValue, error }: Props) {
  const t = useTranslations('admin.taxonomy.common');
  const [value, setValue] = useState(defaultValue ?? '');
  const valid = hex.test(value.trim());
  return (
    <Field label={t('swatch')} hint={t('swatchHint')} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <input
            id={id}
            name="swatch"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            placeholder="#6d1a2a"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={`${controlClass} font-mono`}
          />
          <input
            type="color"
            value={valid ? value.trim().toLowerCase() : '#ffffff'}
            onChange={(event) => setValue(event.currentTarget.value)}
            aria-label={t('pickSwatch')}
            className="h-12 w-12 shrink-0 cursor-pointer border border-stone-300 bg-white p-1"
          />
        </div>
      )}
    </Field>
  );
}

/** The swatch as the staff see it in a list. */
export function SwatchChip({ colour }: { colour: string | null }) {
  if (!colour) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-block h-5 w-5 shrink-0 rounded-full border border-stone-300 align-middle"
      style={{ backgroundColor: colour }}
    />
  );
}
