import { defineContract } from '@/lib/api';
import { addressSchema } from '@/lib/ordering';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  PUT: {
    params: userIdParamsSchema,
    body: addressSchema,
    auth: 'required',
    summary: 'Adds an address, or changes one',
    description:
      "An Address, with `id` to change one, without to add one. `division` is one of Bangladesh's 8 divisions and `district` one of its districts. The first address becomes the default.",
    responses: {
      200: '`{message, addresses}`',
      403: "`not_allowed`: another user's account.",
      404: "An `id` that is not one of the user's addresses.",
    },
  },
});
