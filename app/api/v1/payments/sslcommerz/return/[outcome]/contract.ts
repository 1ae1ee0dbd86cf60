import { z } from 'zod';
import { defineContract } from '@/lib/api';

/** How the gateway sends the shopper back: the last part of the return address. */
export const returnOutcomes = ['success', 'fail', 'cancel'] as const;

export const contract = defineContract({
  POST: {
    plain: true,
    params: z.object({ outcome: z.enum(returnOutcomes) }),
    summary: "The shopper's browser, coming back from the gateway",
    description:
      "A success return goes to the confirmation only when its form is the gateway's signed report (`verify_sign`) of a payment `VALID` for an order's own `tran_id` and amount, in BDT; any other form, for a number that does not exist or for someone else's order, goes to `?payment=failed` alike, and only such a report of an order not yet paid is checked with the gateway's validation API.",
    rawBody: { mediaType: 'application/x-www-form-urlencoded', description: "The gateway's form." },
    responses: {
      303: 'To `/checkout/confirmation/{number}`, or to `/checkout?payment=failed` or `?payment=cancelled` (under `/bn` for a shopper who paid in Bangla).',
      404: 'An outcome other than `success`, `fail` or `cancel`.',
      429: 'Past 30 a minute per address.',
    },
  },
});
