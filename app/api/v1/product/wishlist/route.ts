import { api } from '@/lib/api';
import { addToWishlist } from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/product/wishlist {product_id} — idempotent
export const POST = api(contract.POST, ({ body, viewer }) =>
  addToWishlist(viewer.id, body.product_id),
);
