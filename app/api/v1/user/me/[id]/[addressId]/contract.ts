import { defineContract } from '@/lib/api';
import { userAddressParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  GET: {
    params: userAddressParamsSchema,
    auth: 'required',
    summary: "One of the signed-in user's addresses",
    responses: {
      200: 'Address',
      403: "`not_allowed`: another user's account.",
      404: "Not one of the user's addresses.",
    },
  },
});
