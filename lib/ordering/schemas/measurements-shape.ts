import { measurementUnits, type MeasurementUnit } from '@/lib/db/values/measurements';

// The shape check of a line's measurements, without zod and without the measurement kinds'
// table: the cart store, in every page's header, runs it on the cart it restores from this
// browser (docs/architecture.md, "Client islands").

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
