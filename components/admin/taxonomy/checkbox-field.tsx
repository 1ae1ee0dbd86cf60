import { useId } from 'react';

type Props = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
};

/** A labelled checkbox with an optional hint and its own error beside it. */
export function CheckboxField({ name, label, hint, error, defaultChecked, onChange }: Props) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-ink flex min-h-11 items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
          className="accent-ink h-5 w-5 shrink-0"
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-ink-muted mt-1 pl-8 text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}
