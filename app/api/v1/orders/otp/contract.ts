import { defineContract } from '@/lib/api';
import { checkoutCodeBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: checkoutCodeBodySchema,
    summary: "Sends a guest's checkout code by SMS",
    description:
      'The code is in the language of `locale`, its digits ASCII. With `checkout` `{items, name?, remind?, whatsapp?}` (the bag as the cart sends it), the checkout is kept until an order from the phone ends it: the order desk lists it after an hour, and `remind: true` (her consent) sends at most two reminders with a link that restores the bag.',
    responses: { 202: '`{message}`', 429: 'Past the code limits per address and per phone.' },
  },
});
