'use client';

import { useTranslations } from '#intl';
import type { AdminAttributeValue } from '@/lib/catalogue/admin';
import { CarriedItem } from './carried-item';
import { StepButtons } from './step-buttons';
import { SwatchChip, SwatchField } from './swatch-field';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  value: AdminAttributeValue;
  swatches: boolean;
  actions: { move: FormAction; update: FormAction; remove: FormAction };
};

/** One value: its order, an edit form, and a delete that says how many products lose it. */
export function AttributeValueRow({ value, swatches, actions }: Props) {
  const t = useTranslations('admin.taxonomy');
  return (
    <div className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
      <CarriedItem
        item={value}
        field="valueId"
        actions={{ edit: actions.update, remove: actions.remove }}
        verb={t('common.edit')}
        mark={<SwatchChip colour={value.swatch} />}
        extra={(fields) =>
          swatches && <SwatchField defaultValue={value.swatch} error={fields?.swatch} />
        }
        loss={t('attributeValues.loss')}
      />
      <StepButtons
        action={actions.move}
        field="valueId"
        id={value.id}
        label={value.name}
        first={value.first}
        last={value.last}
      />
    </div>
  );
}
