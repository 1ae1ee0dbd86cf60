import { z } from 'zod';
import { isMeasurementKey, measurementKeys, measurementUnits } from '@/lib/catalogue/client';
import { measurementProblems } from './measurement-checks';

export { measurementProblems };

const unitSchema = z.enum(measurementUnits, { error: 'must be in (inches) or cm' });

const valuesSchema = z
  .record(
    z.string().regex(/^[a-z_]{1,40}$/, { error: 'is not a measurement we know' }),
    z.number({ error: 'must be a number' }).positive({ error: 'must be more than 0' }),
  )
  .refine((values) => Object.keys(values).length <= 20, { error: 'too many measurements' });

/**
 * A made-to-measure cart or order line's measurements: `{unit, values: {bust: 34, …}, note}`.
 * This checks the shape only; which keys a piece needs and their ranges depend on its
 * category, checked on the server by `measurementProblems`. The shopper's pages check the
 * same shape without zod: `isLineMeasurements` (measurements-shape.ts).
 */
export const lineMeasurementsSchema = z.object({
  unit: unitSchema,
  values: valuesSchema,
  note: z
    .string({ error: 'must be text' })
    .trim()
    .max(500, { error: 'must be at most 500 characters' })
    .optional(),
});

export type LineMeasurements = z.infer<typeof lineMeasurementsSchema>;

/** PUT /api/v1/user/measurements: the shopper's saved measurements, any known kinds. */
export const profileMeasurementsSchema = z
  .object({ unit: unitSchema, values: valuesSchema })
  .superRefine((body, context) => {
    for (const [path, message] of Object.entries(
      measurementProblems(Object.keys(body.values).filter(isMeasurementKey), body, false),
    )) {
      context.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });

export type ProfileMeasurements = z.infer<typeof profileMeasurementsSchema>;

/** GET /api/v1/user/measurements: none saved yet is empty values in inches. */
export type SavedMeasurements = ProfileMeasurements & { updated_at: string | null };

/** The staff's choice of the measurements a category's made-to-measure pieces ask for. */
export const categoryMeasurementsSchema = z.object({
  categoryId: z.coerce
    .number({ error: 'That category does not exist.' })
    .int({ error: 'That category does not exist.' })
    .positive({ error: 'That category does not exist.' }),
  fields: z
    .array(
      z.enum(measurementKeys as [string, ...string[]], { error: 'is not a measurement we know' }),
      {
        error: 'Choose at least one measurement',
      },
    )
    .min(1, { error: 'Choose at least one measurement' }),
});
