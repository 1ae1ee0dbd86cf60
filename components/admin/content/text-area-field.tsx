import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled text area with its hint and its own error beside it: the kit's Field. */
export function TextAreaField({ id, label, error, hint, ...textarea }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea {...textarea} />
    </Field>
  );
}
