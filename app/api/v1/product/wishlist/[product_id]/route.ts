import { api } from '@/lib/api';
import { removeFromWishlist } from '@/lib/customers';
import { contract } from './contract';

// DELETE /api/v1/product/wishlist/{product_id} — idempotent
export const DELETE = api(contract.DELETE, ({ params, viewer }) =>
  removeFromWishlist(viewer.id, params.product_id),
);
