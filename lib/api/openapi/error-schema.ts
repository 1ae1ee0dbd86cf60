import { z } from 'zod';

/** The one error shape of every refusal (lib/api/error-response.ts), for the reference. */
export const errorAnswerSchema = z.object({
  error: z.object({
    code: z.string().meta({ description: 'What went wrong, for programs: `validation_failed`' }),
    message: z.string().meta({ description: 'What went wrong, for people' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Per input that was wrong: its name (nested with dots) and why' }),
  }),
});
