import { defineContract } from '@/lib/api';
import { fittingCancelBodySchema } from '@/lib/fittings';

export const contract = defineContract({
  POST: {
    body: fittingCancelBodySchema,
    summary: "Cancels the booking of a cancel link's token",
    description:
      'The token is the last part of `cancel_url`. Cancelling frees the place; cancelling again, or a booking already marked by staff, changes nothing.',
    responses: { 200: '`{booking}`', 404: 'An unknown token.' },
  },
});
