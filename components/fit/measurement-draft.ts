import {
  convert,
  measurementKinds,
  type MeasurementKey,
  type MeasurementUnit,
} from '@/lib/catalogue/client';
import { measurementProblems, type LineMeasurements } from '@/lib/ordering/client';
import { asciiDigits } from '@/lib/i18n/digits';
import type { MeasurementDraft } from './draft-state';

export { emptyDraft, type MeasurementDraft } from './draft-state';

/** Saved or earlier measurements as the form shows them. */
export function draftFrom(saved: {
  unit: MeasurementUnit;
  values: Record<string, number>;
  note?: string;
}): MeasurementDraft {
  const values = Object.fromEntries(
    Object.entries(saved.values)
      .filter(([key]) => Object.hasOwn(measurementKinds, key))
      .map(([key, value]) => [key, String(value)]),
  );
  return { unit: saved.unit, values, note: saved.note ?? '' };
}

/** The draft in the other unit, each typed number converted (text that is not a number stays). */
export function inUnit(draft: MeasurementDraft, unit: MeasurementUnit): MeasurementDraft {
  const values = Object.fromEntries(
    Object.entries(draft.values).map(([key, text]) => {
      const value = Number(asciiDigits(text ?? ''));
      return [
        key,
        text?.trim() && Number.isFinite(value) ? String(convert(value, draft.unit, unit)) : text,
      ];
    }),
  );
  return { ...draft, unit, values };
}

/**
 * The line's measurements for the kinds asked, or what is wrong (keyed by measurement), by
 * the same rules the server applies.
 */
export function checkDraft(
  draft: MeasurementDraft,
  kinds: readonly MeasurementKey[],
):
  | { measurements: LineMeasurements; errors: null }
  | { measurements: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: Record<string, number> = {};
  for (const key of kinds) {
    // Typed in Bangla digits or ASCII: the same number.
    const text = asciiDigits(draft.values[key]?.trim() ?? '');
    if (text === '') continue;
    const value = Number(text);
    if (Number.isFinite(value)) values[key] = value;
    else errors[key] = 'Enter a number';
  }
  const unit = draft.unit;
  for (const [path, message] of Object.entries(measurementProblems(kinds, { unit, values }))) {
    errors[path.replace(/^values\./, '')] ??= message;
  }
  if (Object.keys(errors).length > 0) return { measurements: null, errors };
  const note = draft.note.trim();
  return { measurements: { unit, values, ...(note ? { note } : {}) }, errors: null };
}
