import { defineContract } from '@/lib/api';
import { phoneChangeSchema } from '@/lib/identity';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  PUT: {
    params: userIdParamsSchema,
    body: phoneChangeSchema,
    auth: 'required',
    summary: "Changes the user's phone, proven by a code sent to it",
    description:
      '`{phone, locale?}` sends a code to the new number; `{phone, otp}` saves it as proven. `locale` is kept on the account.',
    responses: {
      200: "`{message: 'successfully saved your phone number'}`",
      202: '`{message}`: a code was sent to the new number.',
      401: '`invalid_code`',
      403: "`not_allowed`: another user's account.",
      409: "`phone_taken` ('phone number already exist'): another account proved the number.",
      429: 'Past the code limits.',
    },
  },
});
