'use client';

import { useTranslations } from '#intl';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { measurementKeys } from '@/lib/catalogue/client';
import { ActionForm } from '../content/action-form';

type Props = { action: FormAction; categoryId: number; chosen: string[] };

/** Which measurements this category's made-to-measure pieces ask the shopper for. */
export function CategoryMeasurementsForm({ action, categoryId, chosen }: Props) {
  const t = useTranslations('admin.taxonomy.measurements');
  const words = useTranslations('vocabulary');
  return (
    <ActionForm action={action} values={{}} label={t('label')} submitLabel={t('save')}>
      {(_, errors) => (
        <>
          <input type="hidden" name="categoryId" value={categoryId} />
          <ChoiceGroup
            type="checkbox"
            name="fields[]"
            legend={t('legend')}
            look="box"
            choices={measurementKeys.map((key) => ({
              value: key,
              label: words(`measurement.${key}`),
            }))}
            defaultValue={chosen}
            error={errors.fields}
          />
        </>
      )}
    </ActionForm>
  );
}
