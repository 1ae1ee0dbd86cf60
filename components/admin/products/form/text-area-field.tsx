import type { TextareaHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
};

/** The kit's Field (label, hint, error beside it) around a textarea. */
export function TextAreaField({ id, label, error, hint, className, ...area }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea className="min-h-28 leading-relaxed" {...area} />
    </Field>
  );
}
