import { defineContract } from '@/lib/api';
import { trackCodeBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: trackCodeBodySchema,
    summary: "Finding an order, step 1: a code to the order's phone",
    description:
      "Anyone, signed in or not, finds an order by its number (any case) and the phone it was placed with (any spelling), proven by a 6-digit code sent by SMS to the order's own phone. The answer is the same whether or not the number exists and the phone is the order's; a code is sent only when they belong together. Limited per address, per order and address, and per order and phone (counted whether or not the pair matches); never per order alone, so that requests from other addresses never stop the order's owner asking from hers.",
    responses: { 202: '`{message}`', 429: 'Past the limits, with `Retry-After`.' },
  },
});
