import { defineContract } from '@/lib/api';
import { userAddressParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  DELETE: {
    params: userAddressParamsSchema,
    auth: 'required',
    summary: 'Deletes an address',
    description: 'If the default was deleted, the oldest left becomes the default.',
    responses: {
      200: '`{message, addresses}`',
      403: "`not_allowed`: another user's account.",
      404: "Not one of the user's addresses.",
    },
  },
});
