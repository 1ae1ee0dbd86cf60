import { defineContract } from '@/lib/api';
import { checkoutCodeBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: checkoutCodeBodySchema,
    summary: "Sends a guest's checkout code by SMS",
    description: 'The code is in the language of `locale`, its digits ASCII.',
    responses: { 202: '`{message}`', 429: 'Past the code limits per address and per phone.' },
  },
});
