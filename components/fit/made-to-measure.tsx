'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense } from 'react';
import type { MeasurementKey } from '@/lib/catalogue/client';
import type { Fitting } from './use-fitting';
import { useLeadTime } from './use-lead-time';

// The fields (and the figure and the kit's fields with them) load when she first opens
// them: most shoppers take a standard size, and the product page loads without them.
const MeasurementsFields = lazy(() =>
  import('./measurements-form').then((form) => ({ default: form.MeasurementsFields })),
);

type MadeToMeasureProps = {
  leadTimeDays: number | null;
  kinds: readonly MeasurementKey[];
  fitting: Fitting;
};

/** The lead time, and "My measurements": the form a made-to-measure line is sewn to. */
export function MadeToMeasure({ leadTimeDays, kinds, fitting }: MadeToMeasureProps) {
  const t = useTranslations('fit');
  const leadTime = useLeadTime();
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
          <Suspense fallback={null}>
            <MeasurementsFields
              kinds={kinds}
              draft={fitting.draft}
              onChange={fitting.change}
              errors={fitting.errors}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
