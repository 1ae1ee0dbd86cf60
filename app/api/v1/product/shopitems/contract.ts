import { defineContract } from '@/lib/api';
import { productSlugQuerySchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    query: productSlugQuerySchema,
    auth: 'optional',
    cache: 'catalogue',
    summary: 'One product by slug',
    description:
      'Named in the language asked (`locale`). Besides the ProductDetail shape it carries `main_category_id`, `made_to_measure`, `lead_time_days` (about how many days a made-to-measure piece takes; `null` otherwise) and `measurement_fields` (the measurements its category asks for, keys of `lib/validation/measurement-kinds.ts`; empty unless made to measure).',
    responses: {
      200: 'ProductDetail',
      404: '`product_not_found` for an unknown product, and for an inactive one unless the caller is staff.',
    },
  },
});
