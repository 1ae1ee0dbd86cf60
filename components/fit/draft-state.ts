import type { MeasurementKey, MeasurementUnit } from '@/lib/catalogue/client';

// Apart from the checks and conversions (measurement-draft.ts), which a product page loads
// only when the shopper opens her measurements (use-fitting.ts).

/** The form's state: values as typed (text), the unit, and a note for the tailor. */
export type MeasurementDraft = {
  unit: MeasurementUnit;
  values: Partial<Record<MeasurementKey, string>>;
  note: string;
};

export const emptyDraft: MeasurementDraft = { unit: 'in', values: {}, note: '' };
