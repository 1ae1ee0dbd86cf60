import { defineContract } from '@/lib/api';
import { trackOrderBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: trackOrderBodySchema,
    summary: 'Finding an order, step 2: the order, for its code',
    description:
      'For the code sent for this order and phone: the order, and a signed, httpOnly cookie that opens this one order on `/track-order/{number}` for 30 minutes. A code opens only the order it was sent for, and has 5 tries. Tries are limited per order and address, per phone and address, and per address, never per order alone. Once the code is right, `locale` is kept on the order and on the account that proved that phone.',
    responses: {
      200: '`{order}` (the Order shape: status, public timeline, tracking once shipped, pieces and totals).',
      401: "`invalid_code` (in `fields.otp`): a wrong or used code, a phone that is not the order's and a number that does not exist alike.",
      429: 'Past the limits on tries.',
    },
  },
});
