import type { LineMeasurements } from '@/lib/ordering/client';
import { useFitText } from './use-fit-text';

type LineFitProps = { line: { measurements?: LineMeasurements; leadTimeDays?: number } };

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
