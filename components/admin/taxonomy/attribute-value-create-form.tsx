'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { FormStatus } from '../form-status';
import { NameFields } from './item-texts';
import { SwatchField } from './swatch-field';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  action: FormAction;
  attribute: { id: number; name: string; slug: string; swatches: boolean };
};

/** Adds a value at the end of an attribute. */
export function AttributeValueCreateForm({ action, attribute }: Props) {
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form
      {...formProps}
      className="space-y-4 border-t border-stone-200 pt-5"
      aria-label={`Add a value to ${attribute.name}`}
    >
      <input type="hidden" name="attributeId" value={attribute.id} />
      <NameFields
        errors={errors}
        label={`New ${attribute.name.toLowerCase()} value`}
        required
        hint={`Its filter address is made from the name once (${attribute.slug}-…) and kept when it is renamed.`}
      />
      {attribute.swatches && (
        <SwatchField
          key={reply.status === 'ok' ? reply.message : 'new'}
          defaultValue={null}
          error={errors.swatch}
        />
      )}
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label="Add value" pendingLabel="Adding…" />
    </form>
  );
}
