import { measurementsText } from '@/lib/ordering/client';
import type { LineMeasurements } from '@/lib/ordering/client';
import { useFitText } from './use-fit-text';

type LineFitProps = { line: { measurements?: LineMeasurements; leadTimeDays?: number } };

/**
 * "Bust 34 in · Waist 28 in": a cart line's or the profile's, read as an order line's, in
 * English (the page's language: useFitText().summary).
 */
export const measurementsSummary = ({ unit, values }: LineMeasurements): string =>
  measurementsText(
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, unit }])),
  );

/** A made-to-measure line's lead time and the measurements it will be sewn to. */
export function LineFit({ line }: LineFitProps) {
  if (!line.leadTimeDays && !line.measurements) return null;
  return <LineFitText line={line} />;
}

function LineFitText({ line }: LineFitProps) {
  const { t, leadTime, summary } = useFitText();
  return (
    <div className="mt-1 text-xs" data-testid="line-fit">
      {line.leadTimeDays && <p className="text-primary-800">{leadTime(line.leadTimeDays)}</p>}
      {line.measurements && (
        <p className="text-ink-muted mt-0.5">
          {t('yourMeasurements', { summary: summary(line.measurements) })}
        </p>
      )}
    </div>
  );
}
