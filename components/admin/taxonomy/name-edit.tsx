'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { FormStatus } from '../form-status';
import { NameFields } from './item-texts';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  action: FormAction;
  field: 'valueId' | 'tagId' | 'attributeId';
  id: number;
  name: string;
  /** Its Bangla name, edited beside the English; null: none yet. */
  nameBn: string | null;
  /** The disclosure's and the button's word: 'Edit', 'Rename'. */
  verb: string;
  hint?: string;
  /** More fields after the name, given the form's field errors. */
  extra?: (fields: Record<string, string> | undefined) => React.ReactNode;
};

/** A name and its Bangla twin (and what `extra` adds) edited in place, behind a disclosure. */
export function NameEdit({ action, field, id, name, nameBn, verb, hint, extra }: Props) {
  const common = useTranslations('admin.common');
  const { reply, pending, errors, formProps } = useActionForm(action);
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline underline-offset-4">
        {verb}
        <span className="sr-only"> {name}</span>
      </summary>
      <form {...formProps} className="mt-3 max-w-sm space-y-4">
        <input type="hidden" name={field} value={id} />
        <NameFields errors={errors} name={name} nameBn={nameBn} hint={hint} />
        {extra?.(errors)}
        <FormStatus state={reply} />
        <Button type="submit" variant="secondary" loading={pending} loadingLabel={common('saving')}>
          {verb}
        </Button>
      </form>
    </details>
  );
}
