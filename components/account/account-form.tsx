import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FormNotice, type Notice } from './form-notice';
import { SubmitButton } from './submit-button';

/** What AccountForm needs of a form's state: useApiForm's answer has it all. */
type FormState = {
  formProps: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  /** The refusal for the whole form: said on top, before any other notice. */
  formError?: string;
  pending: boolean;
};

type AccountFormProps = {
  /** The form's name, for the landmark a screen reader lists. */
  label: string;
  form: FormState;
  /** What to say on top when nothing was refused (a code sent, an account made). */
  notice?: Notice | null;
  /** The main button: what it does, and what it says while the form is on its way. */
  submit: { label: string; pendingLabel: string };
  /** The form is busy with more than its submit (a page opening after it). */
  busy?: boolean;
  children: ReactNode;
  /** Below the button: the other way in (sign in, create an account). */
  footer?: ReactNode;
};

/** A sign-in, sign-up or recovery form: its outcome on top, its fields, one wide button. */
export function AccountForm(props: AccountFormProps) {
  const { label, form, notice = null, submit, busy = false, children, footer } = props;
  const shown: Notice | null = form.formError ? { tone: 'error', text: form.formError } : notice;
  return (
    <form {...form.formProps} noValidate aria-label={label}>
      <FormNotice notice={shown} className="mb-8" />
      {children}
      <SubmitButton {...submit} pending={form.pending || busy} wide />
      {footer}
    </form>
  );
}
