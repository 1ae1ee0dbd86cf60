'use client';

import { leadTimeText, type MeasurementKey } from '@/lib/fit/measurement-kinds';
import { MeasurementsFields } from './measurements-form';
import type { Fitting } from './use-fitting';

type MadeToMeasureProps = {
  leadTimeDays: number | null;
  kinds: readonly MeasurementKey[];
  fitting: Fitting;
};

/** The lead time, and "My measurements": the form a made-to-measure line is sewn to. */
export function MadeToMeasure({ leadTimeDays, kinds, fitting }: MadeToMeasureProps) {
  return (
    <section aria-label="Made to measure" className="mt-6 border-t border-stone-200 pt-5">
      <p className="text-ink text-sm" data-testid="lead-time">
        {leadTimeDays ? leadTimeText(leadTimeDays) : 'Made to measure'}
      </p>
      <p className="text-ink-muted mt-1 text-xs">
        Choose your usual size, or give your measurements and we sew it to them.
      </p>
      <button
        type="button"
        aria-expanded={fitting.open}
        aria-controls={fitting.open ? 'my-measurements' : undefined}
        onClick={fitting.toggle}
        className="text-ink hover:text-primary-800 mt-3 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
      >
        {fitting.open ? 'Use a standard size instead' : 'My measurements'}
      </button>
      {fitting.open && (
        <div id="my-measurements" role="group" aria-label="My measurements" className="mt-4">
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
