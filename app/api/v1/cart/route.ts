import { api } from '@/lib/api';
import { readCart, replaceCart } from '@/lib/cart/server-cart';
import { cartBodySchema } from '@/lib/validation/cart';

// GET /api/v1/cart — the signed-in shopper's cart: {items: [{id, quantity}]}
export const GET = api({ auth: 'required' }, ({ viewer }) => readCart(viewer.id));

// PUT /api/v1/cart {items: [{id, quantity}]} — replaces it (every line must be on sale and in stock)
export const PUT = api({ body: cartBodySchema, auth: 'required' }, ({ body, viewer }) =>
  replaceCart(viewer.id, body.items),
);
