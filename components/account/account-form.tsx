import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FormNotice, type Notice } from './form-notice';
import { SubmitButton } from './submit-button';

type AccountFormProps = {
  /** The form's name, for the landmark a screen reader lists. */
  label: string;
  /** The form's own hold and submit handler (useApiForm's, or the form's own). */
  formProps: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  notice: Notice | null;
  /** The main button: what it does, and what it says while the form is on its way. */
  submit: { pending: boolean; label: string; pendingLabel: string };
  children: ReactNode;
  /** Below the button: the other way in (sign in, create an account). */
  footer?: ReactNode;
};

/** A sign-in, sign-up or recovery form: its outcome on top, its fields, one wide button. */
export function AccountForm({
  label,
  formProps,
  notice,
  submit,
  children,
  footer,
}: AccountFormProps) {
  return (
    <form {...formProps} noValidate aria-label={label}>
      <FormNotice notice={notice} className="mb-8" />
      {children}
      <SubmitButton {...submit} wide />
      {footer}
    </form>
  );
}
