'use client';

import { useId, useState } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
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
          <ChoiceGroup
            type="radio"
            name={`${id}-unit`}
            legend={t('unit')}
            choices={measurementUnits.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
            layoutClassName="grid max-w-xs grid-cols-2 gap-2"
            value={draft.unit}
            onChange={(unit) => onChange(inUnit(draft, unit))}
          />
          <div className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4">
            {kinds.map((key) => {
              const { min, max } = rangeIn(key, draft.unit);
              const error = errors[key];
              return (
                <Field
                  key={key}
                  label={t('fieldLabel', { label: label(key), unit: unitShort(draft.unit) })}
                  error={error && problem(key, error, draft.unit)}
                  hint={
                    error
                      ? undefined
                      : t('hint', {
                          how: t(`kinds.${key}.how`),
                          min: digits(min),
                          max: digits(max),
                          unit: unitShort(draft.unit),
                        })
                  }
                >
                  <input
                    // Named by its kind, as its errors are: a form puts each beside its field.
                    name={key}
                    // Text, not a number input: that refuses Bangla digits (the check reads both).
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.values[key] ?? ''}
                    onChange={(event) => setValue(key, event.target.value)}
                    onFocus={() => setActive(key)}
                  />
                </Field>
              );
            })}
          </div>
          {withNote && (
            <Field label={t('note')} className="mt-4">
              <textarea
                rows={2}
                maxLength={500}
                value={draft.note}
                onChange={(event) => onChange({ ...draft, note: event.target.value })}
              />
            </Field>
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
