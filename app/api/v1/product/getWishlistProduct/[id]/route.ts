import { assertSelf, api } from '@/lib/api';
import { listWishlist } from '@/lib/customers';
import { contract } from './contract';

// GET /api/v1/product/getWishlistProduct/{userId} — [ProductSummary], one's own list only
export const GET = api(contract.GET, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return listWishlist(params.id);
});
