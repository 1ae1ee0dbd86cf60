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
  return (
    <FormPanel legend="Made to measure">
      <div className="space-y-4">
        <CheckOption
          name="madeToMeasure"
          value="true"
          label="Made to measure"
          hint="Shoppers may give their measurements with the order."
          defaultChecked={madeToMeasure}
          form={form}
        />
        <TextField
          id={fieldId('leadTimeDays')}
          name="leadTimeDays"
          label="Lead time (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          defaultValue={leadTimeDays ?? ''}
          error={error}
          hint="Shown as weeks: 42 days reads “ready in about 6 weeks”."
          form={form}
        />
      </div>
    </FormPanel>
  );
}
