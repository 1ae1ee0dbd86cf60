'use client';

import type { ReactNode } from 'react';
import type { FieldErrors } from '@/lib/domain-error';
import { Button } from '@/components/ui/button';
import { FormStatus } from './form-status';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  /** The form's name, for the landmark a screen reader lists. */
  label: string;
  action: FormAction;
  /** What the form is about (a variant's id, an order's number), sent with every save. */
  hidden: Record<string, string | number>;
  /** The fields emptied once a save succeeds, ready for the next entry. */
  clearOnSave?: readonly string[];
  className: string;
  /** The fields, with the errors the last save left beside them. */
  children: (fields: FieldErrors) => ReactNode;
  /** The form's button, below the outcome: what it says, and says while saving. */
  submit: { label: string; pendingLabel: string; look?: 'secondary' | 'wide' };
};

/** A staff form about one record, its outcome read out (see useActionForm). */
export function StaffForm(props: Props) {
  const { label, action, hidden, clearOnSave, className, children, submit } = props;
  const { reply, pending, errors, formProps } = useActionForm(action, { clearOnSave });
  return (
    <form {...formProps} aria-label={label} className={className}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(errors)}
      <FormStatus state={reply} />
      <Button
        type="submit"
        variant={submit.look === 'wide' ? 'primary' : 'secondary'}
        wide={submit.look === 'wide'}
        loading={pending}
        loadingLabel={submit.pendingLabel}
      >
        {submit.label}
      </Button>
    </form>
  );
}
