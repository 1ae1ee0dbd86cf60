import { defineContract } from '@/lib/api';
import { stockAlertCodeBodySchema } from '@/lib/catalogue/client';

export const contract = defineContract({
  POST: {
    body: stockAlertCodeBodySchema,
    summary: 'Sends the code that proves the phone to tell when a piece is back, by SMS',
    responses: { 202: '`{message}`', 429: 'Past the limits per address and per phone.' },
  },
});
