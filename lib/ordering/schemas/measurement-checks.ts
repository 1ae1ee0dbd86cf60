import { isMeasurementKey, kindsOf, rangeIn, type MeasurementUnit } from '@/lib/catalogue/client';
import type { MeasurementsShape } from './measurements-shape';

// The checks of measurements that the shopper's pages run too (the made-to-measure form),
// without zod (docs/architecture.md, "Client islands"); the shape alone, which the cart
// store checks, is in measurements-shape.ts.

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
