import { defineContract } from '@/lib/api';
import { wishlistParamsSchema } from '@/lib/ordering';

export const contract = defineContract({
  DELETE: {
    params: wishlistParamsSchema,
    auth: 'required',
    summary: 'Removes a product from the wishlist',
    description: 'Removing what is not there changes nothing.',
    responses: { 200: '`{product_ids}`' },
  },
});
