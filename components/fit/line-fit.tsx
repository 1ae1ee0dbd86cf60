import {
  isMeasurementKey,
  leadTimeText,
  inMeasurementOrder,
  measurementKinds,
} from '@/lib/fit/measurement-kinds';
import type { LineMeasurements } from '@/lib/validation/measurements';

type LineFitProps = { line: { measurements?: LineMeasurements; leadTimeDays?: number } };

/** "Bust 34 in · Waist 28 in" */
export function measurementsSummary({ unit, values }: LineMeasurements): string {
  return inMeasurementOrder(values)
    .map(([key, value]) => {
      const label = isMeasurementKey(key) ? measurementKinds[key].label : key;
      return `${label} ${value} ${unit}`;
    })
    .join(' · ');
}

/** A made-to-measure line's lead time and the measurements it will be sewn to. */
export function LineFit({ line }: LineFitProps) {
  if (!line.leadTimeDays && !line.measurements) return null;
  return (
    <div className="mt-1 text-xs" data-testid="line-fit">
      {line.leadTimeDays && <p className="text-primary-800">{leadTimeText(line.leadTimeDays)}</p>}
      {line.measurements && (
        <p className="text-ink-muted mt-0.5">
          Your measurements: {measurementsSummary(line.measurements)}
        </p>
      )}
    </div>
  );
}
