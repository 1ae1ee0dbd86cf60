import { defineContract } from '@/lib/api';
import { forgotPasswordSchema } from '@/lib/identity';

export const contract = defineContract({
  POST: {
    body: forgotPasswordSchema,
    summary: 'Asks for a password reset code',
    description:
      '`{email}` or `{phone}`, with `locale?`. A code goes out where an account exists; the answer is the same either way, so nobody learns whether one does. The language is not kept: asking proves nothing.',
    responses: { 202: '`{message}`, always.', 429: 'Past the code limits.' },
  },
});
