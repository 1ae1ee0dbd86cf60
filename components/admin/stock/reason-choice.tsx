import { useTranslations } from '#intl';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { AdjustmentReason } from '@/lib/catalogue/admin';

/** The reasons staff choose from, in the order of the adjust form. */
export const adjustmentChoices: AdjustmentReason[] = [
  'received',
  'sold_in_shop',
  'damaged',
  'correction',
];

type Props = {
  value: AdjustmentReason;
  onChange: (reason: AdjustmentReason) => void;
  error?: string;
};

/** The four reasons as large buttons (radio buttons underneath): one tap on a phone. */
export function ReasonChoice({ value, onChange, error }: Props) {
  const t = useTranslations('admin.stock.adjust');
  const words = useTranslations('vocabulary');
  return (
    <ChoiceGroup
      type="radio"
      name="reason"
      legend={t('reason')}
      choices={adjustmentChoices.map((reason) => ({
        value: reason,
        label: words(`stockReason.${reason}`),
      }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
