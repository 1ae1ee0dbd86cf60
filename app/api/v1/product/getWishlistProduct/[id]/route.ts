import { api } from '@/lib/api';
import { assertSelf } from '@/lib/api/auth';
import { listWishlist } from '@/lib/wishlist/wishlist';
import { contract } from './contract';

// GET /api/v1/product/getWishlistProduct/{userId} — [ProductSummary], one's own list only
export const GET = api(contract.GET, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return listWishlist(params.id);
});
