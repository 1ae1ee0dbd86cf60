import { api } from '@/lib/api';
import { removeFromWishlist } from '@/lib/wishlist/wishlist';
import { wishlistParamsSchema } from '@/lib/validation/cart';

// DELETE /api/v1/product/wishlist/{product_id} — idempotent
export const DELETE = api(
  { params: wishlistParamsSchema, auth: 'required' },
  ({ params, viewer }) => removeFromWishlist(viewer.id, params.product_id),
);
