import { defineContract } from '@/lib/api';
import { changePasswordSchema } from '@/lib/identity';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  PUT: {
    params: userIdParamsSchema,
    body: changePasswordSchema,
    auth: 'required',
    summary: "Changes the user's password",
    description:
      "Ends every other session and token, and renews this browser's cookie. `currentPassword` is not asked when the account has none.",
    responses: {
      200: '`{message}`',
      401: '`invalid_credentials`: a wrong current password.',
      403: "`not_allowed`: another user's account.",
      429: 'Past the limits on password checks (per account and per address), even for the right one.',
    },
  },
});
