import { z } from 'zod';
import { blankToUndefined, whole } from '@/lib/validation';

export const customerPageSize = 25;

/** The staff's customer list: narrowed by a phone, an e-mail or a name, a page at a time. */
export const customerSearchSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Search with text' })
      .trim()
      .max(100, { error: 'Search with at most 100 characters' })
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    whole(1, 1_000_000, 'Choose a page from 1 to 1000000').default(1),
  ),
});
export type CustomerSearch = z.input<typeof customerSearchSchema>;

export const customerNoteLength = 1000;

/** A staff note about a customer, named by their key (an account id or a guest's phone). */
export const customerNoteSchema = z.object({
  key: z.string({ error: 'Choose the customer' }).trim().min(1, { error: 'Choose the customer' }),
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, { error: 'Write the note' })
    .max(customerNoteLength, { error: `Use at most ${customerNoteLength} characters` }),
});
export type CustomerNoteInput = z.input<typeof customerNoteSchema>;
