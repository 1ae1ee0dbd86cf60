import { defineContract } from '@/lib/api';
import { resetPasswordSchema } from '@/lib/identity';

export const contract = defineContract({
  POST: {
    body: resetPasswordSchema,
    summary: 'Sets a new password with a reset code',
    description:
      '`{email}` or `{phone}`, with `otp`, `password`, `confirmPassword` and `locale?` (kept on the account). The code is used up in the same transaction as the new password.',
    responses: { 200: '`{message}`', 401: '`invalid_code`' },
  },
});
