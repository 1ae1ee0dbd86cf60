/** The units a shopper's measurements are given in (client-safe). */
export const measurementUnits = ['in', 'cm'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

/**
 * A made-to-measure line's measurements as stored: `{unit, values: {bust: 34, …}, note}`, the
 * shape that lib/validation/measurements.ts checks before one is kept.
 */
export type StoredMeasurements = {
  unit: MeasurementUnit;
  values: Record<string, number>;
  note?: string | undefined;
};
