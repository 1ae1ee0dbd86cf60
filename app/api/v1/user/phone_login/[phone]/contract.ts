import { defineContract } from '@/lib/api';
import { phoneLoginBodySchema } from '@/lib/identity';
import { phoneParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  POST: {
    params: phoneParamsSchema,
    body: phoneLoginBodySchema.optional(),
    summary: 'Sends a sign-in code by SMS, or signs in with it',
    description:
      'Without a body, or with `{locale}` alone, a 6-digit code is sent by SMS (docs/decisions.md 1). With `{otp, locale?}`: the account that proved the number signs in, else a new one is made (an unproven claim on it is dropped, docs/decisions.md 11); a browser also gets a new XSRF token.',
    responses: {
      200: '`{user, token}`',
      202: '`{message}`: a code was sent.',
      401: '`invalid_code`',
      429: 'Past the code limits per address and per phone.',
    },
  },
});
