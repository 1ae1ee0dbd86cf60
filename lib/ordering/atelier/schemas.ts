import { z } from 'zod';
import { atelierStages } from '@/lib/db/values/atelier';
import { addDays, dhakaDayOf, isCalendarDay } from '@/lib/format/dhaka-day';
import { flag, requiredId } from '@/lib/validation';
import { orderNumberParamsSchema } from '@/lib/ordering/schemas/order';

/** How far back a stage may be dated: a piece is not in the atelier for longer than a year. */
const oldestDays = 366;

/** A photo field left empty sends an empty file (or nothing): no photo. */
const noEmptyFile = (value: unknown) =>
  value === '' || (value instanceof File && value.size === 0) ? undefined : value;

/**
 * Staff marking a stage of a made-to-measure line done: the order, the line, the stage the
 * form showed as next (what keeps two staff from marking one stage twice), the day it was
 * done (today or earlier), a note, an optional photo, and whether to tell her.
 */
export const recordStageFormSchema = z.object({
  number: orderNumberParamsSchema.shape.number,
  line: requiredId,
  stage: z.enum(atelierStages, { error: 'Choose a stage of the atelier' }),
  doneOn: z
    .string({ error: 'Enter the day it was done' })
    .trim()
    .refine(isCalendarDay, { error: 'Enter the date as YYYY-MM-DD' })
    .refine((day) => day <= dhakaDayOf(new Date()), { error: 'A stage is done today or earlier' })
    .refine((day) => day >= addDays(dhakaDayOf(new Date()), -oldestDays), {
      error: 'Choose a day within the last year',
    }),
  note: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(500, { error: 'At most 500 characters' }),
  ),
  photo: z.preprocess(noEmptyFile, z.instanceof(File, { error: 'Choose a photo' }).optional()),
  tell: flag,
});
export type RecordStageInput = z.output<typeof recordStageFormSchema>;

/** Staff taking back a piece's last stage done: the order, the line and that stage. */
export const undoStageFormSchema = z.object({
  number: orderNumberParamsSchema.shape.number,
  line: requiredId,
  stage: z.enum(atelierStages, { error: 'Choose a stage of the atelier' }),
});
export type UndoStageInput = z.output<typeof undoStageFormSchema>;
