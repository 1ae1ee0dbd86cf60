import { defineContract } from '@/lib/api';
import { fittingCodeBodySchema } from '@/lib/fittings';

export const contract = defineContract({
  POST: {
    body: fittingCodeBodySchema,
    summary: 'Sends the code that confirms a fitting booking, by SMS',
    responses: { 202: '`{message}`', 429: 'Past the limits per address and per phone.' },
  },
});
