import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { inputClass, labelClass } from './form-styles';
import { fieldErrorText } from './field-error-text';

type ShellProps = {
  /** A fixed id, for a link to the field (an error summary's); one of its own otherwise. */
  id?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
};

/** A visible label, an optional hint and the field's own error beside it, tied by id. */
export function FieldShell({ id: fixedId, label, error, hint, className, children }: ShellProps) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {fieldErrorText(label, error)}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-ink-muted mt-2 text-sm">
          {hint}
        </div>
      )}
    </div>
  );
}

type CommonProps = { label: string; error?: string; hint?: ReactNode; className?: string };

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { name: string }) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <select
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={`${inputClass} appearance-none pr-10`}
            {...select}
          >
            {children}
          </select>
          <ChevronDownIcon
            width={16}
            height={16}
            className="text-ink-muted pointer-events-none absolute top-1/2 right-4 -translate-y-1/2"
          />
        </div>
      )}
    </FieldShell>
  );
}
