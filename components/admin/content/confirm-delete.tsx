'use client';

import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { ConfirmDelete as Disclosure, DeleteSubmit } from '../taxonomy/confirm-delete';

type Props = {
  action: FormAction;
  /** The hidden fields that name what is deleted. */
  fields: Record<string, string | number>;
  summary: string;
  warning: string;
  button: string;
};

/** A deletion that takes two presses: the first opens the warning, the second deletes. */
export function ConfirmDelete({ action, fields, summary, warning, button }: Props) {
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <Disclosure summary={summary}>
      <form {...formProps} className="space-y-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-ink-soft text-sm">{warning}</p>
        <DeleteSubmit pending={pending} label={button} />
        <FormStatus state={reply} />
      </form>
    </Disclosure>
  );
}
