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

/** A field's props: the frame's (Field) apart from the control's. */
function splitField<T extends CommonProps>({ id, label, error, hint, className, ...control }: T) {
  return [{ id, label, error, hint, className }, control] as const;
}

/** A labelled text box of the kit (Field), its error and hint tied to it. */
export function TextField(
  props: CommonProps & InputHTMLAttributes<HTMLInputElement> & { name: string },
) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      <input {...input} />
    </Field>
  );
}

/** A labelled drop-down of the kit (Field), drawn with the store's own arrow. */
export function SelectField(
  props: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { name: string },
) {
  const [field, { children, ...select }] = splitField(props);
  return (
    <Field {...field}>
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
