import { api } from '@/lib/api';
import { addToWishlist } from '@/lib/wishlist/wishlist';
import { wishlistBodySchema } from '@/lib/validation/cart';

// POST /api/v1/product/wishlist {product_id} — idempotent
export const POST = api({ body: wishlistBodySchema, auth: 'required' }, ({ body, viewer }) =>
  addToWishlist(viewer.id, body.product_id),
);
