import { defineContract } from '@/lib/api';
import { localisedIdListQuerySchema } from '@/lib/validation';

export const contract = defineContract({
  GET: {
    query: localisedIdListQuerySchema,
    auth: 'optional',
    summary: "The variants asked for, with price and stock now: the cart's check",
    description:
      "Takes 1 to 100 ids; unknown ids and inactive products are left out (staff see inactive variants, with `active: false`). `lead_time_days` as in ProductDetail, so that a cart rebuilt from the server still shows it. Never cached: a cart is checked against this moment's stock.",
    responses: {
      200: '`[{id, sku, size, colour, price, stock, in_stock, product_id, slug, name, image, active, lead_time_days}]`',
    },
  },
});
