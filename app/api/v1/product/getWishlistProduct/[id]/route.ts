import { api } from '@/lib/api';
import { assertSelf } from '@/lib/api/auth';
import { listWishlist } from '@/lib/wishlist/wishlist';
import { userIdParamsSchema } from '@/lib/validation/user-api';

// GET /api/v1/product/getWishlistProduct/{userId} — [ProductSummary], one's own list only
export const GET = api({ params: userIdParamsSchema, auth: 'required' }, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return listWishlist(params.id);
});
