import { defineContract } from '@/lib/api';
import { categoryTreeQuerySchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    query: categoryTreeQuerySchema,
    auth: 'optional',
    cache: 'catalogue',
    summary: 'The category tree, or one category with its subtree',
    description:
      'Without `slug`: an array of the root categories. With `slug`: an array of that one category with its subtree (a client reads `data[0].children`). Shoppers see only `online_visible` categories; staff see all.',
    responses: {
      200: '`[Category]`',
      404: '`category_not_found` for an unknown slug.',
    },
  },
});
