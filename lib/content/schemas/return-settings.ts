import { z } from 'zod';

/** Who pays to send a return back: the store (free) or the shopper. */
export const returnFeeKinds = ['free', 'customer'] as const;
export type ReturnFeeKind = (typeof returnFeeKinds)[number];

const daysMessage = 'Enter a whole number of days from 0 to 365.';

/**
 * The returns policy in the terms search engines read (the product pages' structured data):
 * how long after delivery a ready-to-wear piece may come back, and who pays for it. The
 * policy's words are the information page /pages/returns-policy; made-to-measure pieces are
 * never returnable, whatever this says.
 */
export const returnSettingsSchema = z.object({
  /** Days after delivery; 0: nothing may be returned. */
  days: z.coerce
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(0, daysMessage)
    .max(365, daysMessage),
  fees: z.enum(returnFeeKinds, { error: 'Choose who pays for a return.' }),
});

export type ReturnSettings = z.output<typeof returnSettingsSchema>;
