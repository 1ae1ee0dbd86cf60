import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass } from '@/components/account/form-styles';
import { fieldErrorText } from '@/components/account/field-error-text';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled text area with its hint and its own error beside it, tied by id. */
export function TextAreaField({ label, error, hint, className = '', ...textarea }: Props) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} ${className}`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {fieldErrorText(label, error)}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="text-ink-muted mt-2 text-sm">
          {hint}
        </div>
      )}
    </div>
  );
}
