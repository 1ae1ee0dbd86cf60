import { defineContract } from '@/lib/api/operation';
import { userIdParamsSchema } from '@/lib/validation/user-api';

export const contract = defineContract({
  GET: {
    params: userIdParamsSchema,
    auth: 'required',
    summary: 'The signed-in user',
    responses: { 200: 'User', 403: "`not_allowed`: another user's account." },
  },
});
