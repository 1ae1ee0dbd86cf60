import {
  isMeasurementKey,
  kindsOf,
  measurementUnits,
  rangeIn,
  type MeasurementUnit,
} from '@/lib/catalogue/client';

// The checks of measurements that the shopper's pages run too (the cart restored from this
// browser, the made-to-measure form), without zod: the cart store is in every page's
// header, and zod would load with it (docs/architecture.md, "Client islands").

/** The shape of a made-to-measure line's measurements, as `lineMeasurementsSchema` reads them. */
export type MeasurementsShape = {
  unit: MeasurementUnit;
  values: Record<string, number>;
  note?: string;
};

const measurementName = /^[a-z_]{1,40}$/;

/**
 * Whether `value` passes `lineMeasurementsSchema` (its one server-side definition, in
 * measurements.ts): a known unit, at most 20 named measurements each a finite number above
 * 0, and a note of at most 500 characters once trimmed. Tests hold the two to the same
 * answers.
 */
export function isLineMeasurements(value: unknown): value is MeasurementsShape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { unit, values, note } = value as Record<string, unknown>;
  if (!(measurementUnits as readonly unknown[]).includes(unit)) return false;
  if (note !== undefined && (typeof note !== 'string' || note.trim().length > 500)) return false;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  const entries = Object.entries(values);
  return (
    entries.length <= 20 &&
    entries.every(
      ([key, amount]) =>
        measurementName.test(key) &&
        typeof amount === 'number' &&
        Number.isFinite(amount) &&
        amount > 0,
    )
  );
}

const rangeText = (min: number, max: number, unit: MeasurementUnit) =>
  `must be from ${min} to ${max} ${unit}`;

/**
 * What is wrong with measurements for a category asking for `fields` (paths under the
 * line's `values`): a key it does not ask for, one missing (when `complete`), a value out
 * of range for its kind in the unit given.
 */
export function measurementProblems(
  fields: readonly string[],
  measurements: Pick<MeasurementsShape, 'unit' | 'values'>,
  complete = true,
): Record<string, string> {
  const asked = kindsOf(fields);
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(measurements.values)) {
    if (!isMeasurementKey(key) || !asked.includes(key)) {
      problems[`values.${key}`] = 'is not a measurement this piece needs';
      continue;
    }
    const { min, max } = rangeIn(key, measurements.unit);
    if (value < min || value > max)
      problems[`values.${key}`] = rangeText(min, max, measurements.unit);
  }
  if (complete) {
    for (const key of asked) {
      if (!(key in measurements.values)) {
        problems[`values.${key}`] = `Enter the ${key.replace(/_/g, ' ')}`;
      }
    }
  }
  return problems;
}
