import { defineContract } from '@/lib/api';
import { wishlistBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: wishlistBodySchema,
    auth: 'required',
    summary: 'Adds a product to the wishlist',
    description: 'Adding twice changes nothing.',
    responses: {
      200: '`{product_ids}`',
      404: 'An unknown or inactive product.',
    },
  },
});
