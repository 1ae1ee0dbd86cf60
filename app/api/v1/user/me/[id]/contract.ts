import { defineContract } from '@/lib/api';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  GET: {
    params: userIdParamsSchema,
    auth: 'required',
    summary: 'The signed-in user',
    responses: { 200: 'User', 403: "`not_allowed`: another user's account." },
  },
});
