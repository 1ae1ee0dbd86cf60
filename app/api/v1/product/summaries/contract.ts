import { defineContract } from '@/lib/api';
import { localisedIdListQuerySchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    query: localisedIdListQuerySchema,
    cache: 'catalogue',
    summary: "Product cards and their variants, in the order asked: a guest's wishlist page",
    description:
      'Takes 1 to 100 ids; unknown ids and inactive products are left out. Named in the language asked (`locale`).',
    responses: { 200: '`[ProductSummary & {variants}]`' },
  },
});
