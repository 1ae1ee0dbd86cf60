import { defineContract } from '@/lib/api';
import { listingCountQuerySchema } from '@/lib/catalogue';
import { searches } from '../all/contract';

export const contract = defineContract({
  GET: {
    query: listingCountQuerySchema,
    cache: 'catalogue',
    throttle: searches,
    summary: 'How many pieces a storefront listing shows with some filters',
    description:
      "The filter drawer's \"Show N results\", without loading them. The listing's scope is at most one of `occasion` (an occasion's slug) and `category` (a category's slug, with everything beneath), and `keyward` for a search; then `parentCategory`, `attribute`, `tagslug`, `lowrange` and `heighrange` as for `product/all` (a `lowrange` above `heighrange` is read the other way round, as the listing pages read it). Other unknown slugs count 0. A `keyward` counts against the search limit.",
    responses: {
      200: '`{count}`',
      400: 'Both scopes at once, or a malformed value, naming the field.',
      404: '`category_not_found` for an unknown occasion or category.',
    },
  },
});
