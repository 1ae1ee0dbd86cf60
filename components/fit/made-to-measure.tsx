'use client';

import type { MeasurementKey } from '@/lib/catalogue/client';
import { MeasurementsFields } from './measurements-form';
import { useFitText } from './use-fit-text';
import type { Fitting } from './use-fitting';

type MadeToMeasureProps = {
  leadTimeDays: number | null;
  kinds: readonly MeasurementKey[];
  fitting: Fitting;
};

/** The lead time, and "My measurements": the form a made-to-measure line is sewn to. */
export function MadeToMeasure({ leadTimeDays, kinds, fitting }: MadeToMeasureProps) {
  const { t, leadTime } = useFitText();
  return (
    <section aria-label={t('madeToMeasure')} className="mt-6 border-t border-stone-200 pt-5">
      <p className="text-ink text-sm" data-testid="lead-time">
        {leadTimeDays ? leadTime(leadTimeDays) : t('madeToMeasure')}
      </p>
      <p className="text-ink-muted mt-1 text-xs">{t('intro')}</p>
      <button
        type="button"
        aria-expanded={fitting.open}
        aria-controls={fitting.open ? 'my-measurements' : undefined}
        onClick={fitting.toggle}
        className="text-ink hover:text-primary-800 mt-3 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
      >
        {fitting.open ? t('useStandard') : t('myMeasurements')}
      </button>
      {fitting.open && (
        <div id="my-measurements" role="group" aria-label={t('myMeasurements')} className="mt-4">
          <MeasurementsFields
            kinds={kinds}
            draft={fitting.draft}
            onChange={fitting.change}
            errors={fitting.errors}
          />
        </div>
      )}
    </section>
  );
}
