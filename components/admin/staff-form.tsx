'use client';

import type { ReactNode, RefObject } from 'react';
import type { FieldErrors } from '@/lib/domain-error';
import { FormStatus } from './form-status';
import { useKeptForm, type FormAction } from './use-kept-form';

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
  /** The form's button, below the outcome. */
  submit: (pending: boolean) => ReactNode;
};

/** A staff form about one record, its outcome read out (see useKeptForm). */
export function StaffForm(props: Props) {
  const { label, action, hidden, clearOnSave, className, children, submit } = props;
  const { state, dispatch, pending, ref, onSubmit } = useKeptForm(action, clearOnSave);
  return (
    <form
      ref={ref as RefObject<HTMLFormElement | null>}
      action={dispatch}
      onSubmit={onSubmit}
      aria-label={label}
      className={className}
      noValidate
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(state.status === 'error' ? (state.fields ?? {}) : {})}
      <FormStatus state={state} />
      {submit(pending)}
    </form>
  );
}
