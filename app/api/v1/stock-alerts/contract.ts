import { defineContract } from '@/lib/api';
import { stockAlertBodySchema } from '@/lib/catalogue/client';

export const contract = defineContract({
  POST: {
    body: stockAlertBodySchema,
    auth: 'optional',
    summary: 'Tells a phone by SMS when a sold-out size or colour is back',
    description:
      'The phone is proven by `otp`, the code POST /api/v1/stock-alerts/otp sent it; a signed-in caller may name her own confirmed phone without one. When the stock rises from none, the first in line get one SMS each (one per piece back), in `locale`, with a link that stops it. Asking again for the same piece keeps her place (docs/decisions.md, "Back in stock").',
    responses: {
      201: '`{waiting: true}`',
      400: "`validation_failed`: `otp` missing for a phone that is not the caller's confirmed one.",
      401: '`invalid_code`',
      404: '`variant_not_found`: no such size or colour for sale.',
      409: '`in_stock`: it can be ordered now; `too_many_alerts`: the phone already waits for 5 pieces.',
    },
  },
});
