import { defineContract } from '@/lib/api';
import { listQuerySchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    query: listQuerySchema,
    auth: 'optional',
    cache: 'catalogue',
    summary: 'The facets of a listing',
    description:
      'The same query as `product/all` (without `locale`). Each facet counts the products that match every filter except its own. `price` has nulls when nothing matches; `swatch` is the `#rrggbb` a value with a swatch (a colour) is drawn in, left out for values without one.',
    responses: {
      200: '`{categories: [{id, name, slug, count}], attributes: [{id, name, slug, values: [{id, name, slug, count, swatch?}]}], tags: [{id, name, slug, count}], price: {min, max}}`',
      400: 'As for `product/all`.',
      403: '`forbidden`: `is_active=false` from anyone but staff.',
      404: '`category_not_found` for an unknown `parentCategory`.',
    },
  },
});
