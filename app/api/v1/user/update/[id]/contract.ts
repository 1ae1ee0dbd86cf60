import { defineContract } from '@/lib/api';
import { profileSchema } from '@/lib/identity';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  PUT: {
    params: userIdParamsSchema,
    body: profileSchema,
    auth: 'required',
    summary: "Changes the user's name and username",
    description: 'An empty `username` clears it.',
    responses: {
      200: 'User',
      403: "`not_allowed`: another user's account.",
      409: '`username_taken`',
    },
  },
});
