'use client';

import { useTranslations } from '#intl';
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
  const t = useTranslations('admin.taxonomy.attributeValues');
  const adding = useTranslations('admin.taxonomy.common');
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form
      {...formProps}
      className="space-y-4 border-t border-stone-200 pt-5"
      aria-label={t('addLabel', { name: attribute.name })}
    >
      <input type="hidden" name="attributeId" value={attribute.id} />
      <NameFields
        errors={errors}
        label={t('newValue', { attribute: attribute.name.toLowerCase() })}
        required
        hint={t('hint', { slug: attribute.slug })}
      />
      {attribute.swatches && (
        <SwatchField
          key={reply.status === 'ok' ? reply.message : 'new'}
          defaultValue={null}
          error={errors.swatch}
        />
      )}
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label={t('add')} pendingLabel={adding('adding')} />
    </form>
  );
}
