import { defineContract } from '@/lib/api';
import { cartBodySchema } from '@/lib/ordering';
import { cartLines } from '../contract';

export const contract = defineContract({
  POST: {
    body: cartBodySchema,
    auth: 'required',
    summary: "At sign-in, folds a guest's cart into the account's",
    description: `The larger quantity of each variant, capped by stock; lines no longer on sale drop out; where both have measurements, the guest's win. ${cartLines}`,
    responses: { 200: 'The merged cart.' },
  },
});
