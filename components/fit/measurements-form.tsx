'use client';

import { useId, useState } from 'react';
import { inputClass } from '@/components/account/form-styles';
import { measurementUnits, rangeIn, type MeasurementKey } from '@/lib/catalogue/client';
import { inUnit, type MeasurementDraft } from './measurement-draft';
import { MeasuringFigure } from './measuring-figure';
import { useFitText } from './use-fit-text';

type MeasurementsFieldsProps = {
  kinds: readonly MeasurementKey[];
  draft: MeasurementDraft;
  onChange: (draft: MeasurementDraft) => void;
  errors: Record<string, string>;
  /** Whether to offer a note for the tailor (order lines have one, the profile does not). */
  withNote?: boolean;
};

const smallLabel = 'text-ink-soft text-xs tracking-[0.15em] uppercase';

/**
 * Labelled number fields for `kinds` in inches or centimetres (switching converts what was
 * typed), beside a drawing that shows where the field in focus is measured.
 */
export function MeasurementsFields({
  kinds,
  draft,
  onChange,
  errors,
  withNote = true,
}: MeasurementsFieldsProps) {
  const { t, digits, label, unitShort, problem } = useFitText();
  const id = useId();
  const [active, setActive] = useState<MeasurementKey | null>(kinds[0] ?? null);
  const setValue = (key: MeasurementKey, text: string) =>
    onChange({ ...draft, values: { ...draft.values, [key]: text } });

  return (
    // The panel beside the photos is narrow even on a desktop: the drawing goes beside the
    // fields only where the form itself has room (a container query, not the screen's).
    <div className="@container">
      <div className="grid gap-6 @xl:grid-cols-[minmax(0,1fr)_11rem]">
        <div>
          <fieldset>
            <legend className={smallLabel}>{t('unit')}</legend>
            <div className="mt-2 inline-flex border border-stone-300">
              {measurementUnits.map((unit) => (
                <label
                  key={unit}
                  className="has-checked:bg-ink has-focus-visible:focus-ring cursor-pointer px-4 py-2 text-xs tracking-[0.15em] uppercase has-checked:text-white"
                >
                  <input
                    type="radio"
                    name={`${id}-unit`}
                    value={unit}
                    checked={draft.unit === unit}
                    onChange={() => onChange(inUnit(draft, unit))}
                    className="sr-only"
                  />
                  {t(`units.${unit}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4">
            {kinds.map((key) => {
              const { min, max } = rangeIn(key, draft.unit);
              const error = errors[key];
              const fieldId = `${id}-${key}`;
              return (
                <div key={key}>
                  <label htmlFor={fieldId} className={`${smallLabel} mb-1 block`}>
                    {t('fieldLabel', { label: label(key), unit: unitShort(draft.unit) })}
                  </label>
                  <input
                    id={fieldId}
                    // Text, not a number input: that refuses Bangla digits (the check reads both).
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.values[key] ?? ''}
                    onChange={(event) => setValue(key, event.target.value)}
                    onFocus={() => setActive(key)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${fieldId}-hint`}
                    className={`${inputClass} py-2`}
                  />
                  <p id={`${fieldId}-hint`} className="text-ink-muted mt-1 text-xs">
                    {error ? (
                      <span className="text-red-700">{problem(key, error, draft.unit)}</span>
                    ) : (
                      t('hint', {
                        how: t(`kinds.${key}.how`),
                        min: digits(min),
                        max: digits(max),
                        unit: unitShort(draft.unit),
                      })
                    )}
                  </p>
                </div>
              );
            })}
          </div>
          {withNote && (
            <div className="mt-4">
              <label htmlFor={`${id}-note`} className={`${smallLabel} mb-1 block`}>
                {t('note')}
              </label>
              <textarea
                id={`${id}-note`}
                rows={2}
                maxLength={500}
                value={draft.note}
                onChange={(event) => onChange({ ...draft, note: event.target.value })}
                className={`${inputClass} py-2`}
              />
            </div>
          )}
        </div>
        <figure className="text-ink order-first justify-self-center @xl:order-none">
          <MeasuringFigure kinds={kinds} active={active} />
          <figcaption className="text-ink-muted mt-2 text-center text-xs">
            {active ? t(`kinds.${active}.how`) : t('whereToMeasure')}
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
