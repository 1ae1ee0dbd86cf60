import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { controlClass, Field } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons';

type CommonProps = {
  /** A fixed id, for a link to the field (an error summary's); one of its own otherwise. */
  id?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled text box of the kit (Field), its error and hint tied to it. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input {...input} />
    </Field>
  );
}

/** A labelled drop-down of the kit (Field), drawn with the store's own arrow. */
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
    <Field id={id} label={label} error={error} hint={hint} className={className}>
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
    </Field>
  );
}
