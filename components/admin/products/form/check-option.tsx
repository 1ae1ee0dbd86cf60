import { useId } from 'react';

type Props = {
  name: string;
  value: string | number;
  label: string;
  defaultChecked: boolean;
  /** A checkbox unless said: a radio is one of a group sharing its name. */
  type?: 'checkbox' | 'radio';
  /** The form's id, for a field placed outside the form element. */
  form?: string;
  hint?: string;
};

/**
 * A checkbox or radio with its label as one large target, marked when chosen. It is named
 * by its label alone and described by its hint, so a screen reader says "Draft" first.
 */
export function CheckOption({
  name,
  value,
  label,
  defaultChecked,
  type = 'checkbox',
  form,
  hint,
}: Props) {
  const id = useId();
  return (
    <label className="has-checked:border-ink flex min-h-11 cursor-pointer items-start gap-3 border border-stone-200 px-3 py-2.5 text-sm transition-colors hover:border-stone-400 has-checked:bg-stone-50">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        form={form}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="accent-ink mt-0.5 h-4 w-4 shrink-0"
      />
      <span>
        <span id={`${id}-label`} className="text-ink block">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-ink-muted mt-0.5 block text-xs">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
