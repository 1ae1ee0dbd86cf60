import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from '@/components/account/form-field';
import { inputClass } from '@/components/account/form-styles';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
};

/** The shared text field's frame (label, hint, error beside it) around a textarea. */
export function TextAreaField({ id, label, error, hint, className, ...area }: Props) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClass} min-h-28 leading-relaxed`}
          {...area}
        />
      )}
    </FieldShell>
  );
}
