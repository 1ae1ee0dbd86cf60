import { api } from '@/lib/api';
import { mergeCart } from '@/lib/cart/server-cart';
import { cartBodySchema } from '@/lib/validation/cart';

// POST /api/v1/cart/merge {items} — at sign-in, folds the guest's cart into the account's
export const POST = api({ body: cartBodySchema, auth: 'required' }, ({ body, viewer }) =>
  mergeCart(viewer.id, body.items),
);
