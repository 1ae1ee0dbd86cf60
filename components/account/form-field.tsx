import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { controlClass, Field, type FieldIds } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons';

type ShellProps = {
  /** A fixed id, for a link to the field (an error summary's); one of its own otherwise. */
  id?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
};

/** A visible label, an optional hint and the field's own error beside it, tied by id: the kit's Field. */
export function FieldShell({ id, label, error, hint, className, children }: ShellProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {children}
    </Field>
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
          className={controlClass}
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
            className={`${controlClass} appearance-none pr-10`}
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
