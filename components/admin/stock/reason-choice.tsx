import { useTranslations } from 'next-intl';
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
  const words = useTranslations('vocabulary');
  return (
    <fieldset aria-describedby={error ? 'reason-error' : undefined}>
      <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">Reason</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {adjustmentChoices.map((reason) => (
          <label
            key={reason}
            className="has-[:checked]:bg-ink has-[:checked]:border-ink text-ink has-[:focus-visible]:focus-ring flex min-h-12 cursor-pointer items-center justify-center border border-stone-300 px-2 text-center text-sm transition-colors has-[:checked]:text-white"
          >
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              className="sr-only"
            />
            {words(`stockReason.${reason}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id="reason-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
