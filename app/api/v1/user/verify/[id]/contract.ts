import { defineContract } from '@/lib/api';
import { verifyIdentifierSchema } from '@/lib/identity';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  POST: {
    params: userIdParamsSchema,
    body: verifyIdentifierSchema,
    auth: 'required',
    summary: "Proves the account's phone or e-mail with a code",
    description:
      '`{identifier}` (`"phone"` or `"email"`) sends a new code to it; `{identifier, otp}` marks it proven (`phone_verified`, `email_verified`). Codes live five minutes, allow five tries and work once; requests count against the code limits per phone or e-mail and per address.',
    responses: {
      200: '`{message, user}`: proven now, or already.',
      202: '`{message}`: a code was sent.',
      400: 'An identifier the account lacks.',
      401: '`invalid_code`',
      403: "`not_allowed`: another user's account.",
      429: 'Past the code limits.',
    },
  },
});
