import { ChoiceGroup } from '@/components/ui/choice-group';
import type { AdjustmentReason } from '@/lib/catalogue/admin';
import { adjustmentChoices, reasonLabels } from './reason-labels';

type Props = {
  value: AdjustmentReason;
  onChange: (reason: AdjustmentReason) => void;
  error?: string;
};

const choices = adjustmentChoices.map((reason) => ({ value: reason, label: reasonLabels[reason] }));

/** The four reasons as large buttons (radio buttons underneath): one tap on a phone. */
export function ReasonChoice({ value, onChange, error }: Props) {
  return (
    <ChoiceGroup
      type="radio"
      name="reason"
      legend="Reason"
      choices={choices}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
