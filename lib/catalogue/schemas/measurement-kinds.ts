import type { MeasurementUnit } from '@/lib/db/values/measurements';

/**
 * The measurements a made-to-measure piece can ask for (docs/decisions.md, made to measure).
 * One fixed list: categories choose theirs from it (`categories.measurement_fields`), the
 * shopper's form, the server's check and the staff's order page all read it. Their names
 * are words of the vocabulary (`measurement`), where to measure is the shopper's fit.json.
 * Ranges are in centimetres and generous: they refuse typing slips (340 for 34), not
 * unusual figures.
 */
export const measurementKinds = {
  bust: { min: 60, max: 160 },
  waist: { min: 45, max: 150 },
  hip: { min: 60, max: 170 },
  length: { min: 30, max: 180 },
  shoulder: { min: 28, max: 60 },
  sleeve_length: { min: 5, max: 85 },
  armhole: { min: 28, max: 65 },
  upper_arm: { min: 18, max: 55 },
  neck_front_depth: { min: 5, max: 35 },
  neck_back_depth: { min: 3, max: 35 },
} as const;

export type MeasurementKey = keyof typeof measurementKinds;

export const measurementKeys = Object.keys(measurementKinds) as MeasurementKey[];

/** What a category asks for until staff choose otherwise (the column's default too). */
export const defaultMeasurementFields: MeasurementKey[] = ['bust', 'waist', 'hip', 'length'];

// The units are stored by the schema, so they live beside it.
export { measurementUnits, type MeasurementUnit } from '@/lib/db/values/measurements';

const cmPerInch = 2.54;

export const isMeasurementKey = (key: string): key is MeasurementKey =>
  Object.hasOwn(measurementKinds, key);

/** A kind's range in the unit the shopper chose, to one decimal. */
export function rangeIn(key: MeasurementKey, unit: MeasurementUnit) {
  const { min, max } = measurementKinds[key];
  const to = (cm: number) => (unit === 'cm' ? cm : Math.round((cm / cmPerInch) * 10) / 10);
  return { min: to(min), max: to(max) };
}

/** A value changed from one unit to the other, to one decimal. */
export function convert(value: number, from: MeasurementUnit, to: MeasurementUnit): number {
  if (from === to) return value;
  const converted = from === 'in' ? value * cmPerInch : value / cmPerInch;
  return Math.round(converted * 10) / 10;
}

/** The kinds a category asks for, in the list's order; unknown names are ignored. */
export const kindsOf = (fields: readonly string[]): MeasurementKey[] =>
  measurementKeys.filter((key) => fields.includes(key));

/** Stored measurements in the list's order (bust, waist, hip…), not the stored object's. */
export function inMeasurementOrder<T>(values: Record<string, T>): [string, T][] {
  const rank = (key: string) =>
    isMeasurementKey(key) ? measurementKeys.indexOf(key) : measurementKeys.length;
  return Object.entries(values).sort(([a], [b]) => rank(a) - rank(b));
}
