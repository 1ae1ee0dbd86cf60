import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { CheckOption } from './check-option';
import { fieldId } from './field-names';
import { FormPanel } from './form-panel';

type Props = {
  madeToMeasure: boolean;
  leadTimeDays: number | null;
  form: string;
  error?: string;
};

/**
 * Whether the piece is sewn to the shopper's measurements (those its category asks for)
 * and about how long that takes; the store shows the lead time before she pays.
 */
export function MadeToMeasurePanel({ madeToMeasure, leadTimeDays, form, error }: Props) {
  const t = useTranslations('admin.products.editor');
  return (
    <FormPanel legend={t('madeToMeasure')}>
      <div className="space-y-4">
        <CheckOption
          name="madeToMeasure"
          value="true"
          label={t('madeToMeasure')}
          hint={t('madeToMeasureHint')}
          defaultChecked={madeToMeasure}
          form={form}
        />
        <TextField
          id={fieldId('leadTimeDays')}
          name="leadTimeDays"
          label={t('leadTime')}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          defaultValue={leadTimeDays ?? ''}
          error={error}
          hint={t('leadTimeHint')}
          form={form}
        />
      </div>
    </FormPanel>
  );
}
