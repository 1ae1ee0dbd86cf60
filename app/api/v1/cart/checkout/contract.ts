import { defineContract } from '@/lib/api';
import { signedInCheckoutBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: signedInCheckoutBodySchema,
    auth: 'required',
    summary: "A signed-in shopper's bag has reached checkout",
    description:
      'The checkout page sends it when she arrives and when she ticks or clears "Remind me about my bag": `{phone, locale?, items, name?, remind?, whatsapp?}`. The checkout is kept until an order from her account or her phone ends it; the order desk lists it after an hour, and `remind: true` (her consent) sends at most two reminders with a link that restores the bag.',
    responses: { 204: 'Kept.' },
  },
});
