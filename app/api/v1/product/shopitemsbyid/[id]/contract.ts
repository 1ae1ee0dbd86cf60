import { defineContract } from '@/lib/api';
import { contentLocaleQuerySchema, productIdParamsSchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    params: productIdParamsSchema,
    query: contentLocaleQuerySchema,
    auth: 'optional',
    cache: 'catalogue',
    summary: 'One product by id',
    description: 'As `product/shopitems`, named in the language asked (`locale`).',
    responses: {
      200: 'ProductDetail',
      404: '`product_not_found` for an unknown product, and for an inactive one unless the caller is staff.',
    },
  },
});
