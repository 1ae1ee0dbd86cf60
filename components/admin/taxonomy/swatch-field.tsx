'use client';

import { useId, useState } from 'react';
import { inputClass, labelClass } from '@/components/account/form-styles';

type Props = { defaultValue: string | null; error?: string };

const hex = /^#[0-9a-f]{6}$/i;

/**
 * A swatch colour as #rrggbb, typed or picked; blank for none. The picker cannot be
 * blank, so the text field is what the form sends.
 */
export function SwatchField({ defaultValue, error }: Props) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  const valid = hex.test(value.trim());
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Swatch colour
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name="swatch"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder="#6d1a2a"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} font-mono`}
        />
        <input
          type="color"
          value={valid ? value.trim().toLowerCase() : '#ffffff'}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-label="Pick the swatch colour"
          className="h-12 w-12 shrink-0 cursor-pointer border border-stone-300 bg-white p-1"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-ink-muted mt-2 text-sm">
        Blank for none.
      </p>
    </div>
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
