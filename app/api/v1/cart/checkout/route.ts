import { api } from '@/lib/api';
import { recordUnfinishedCheckout } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/cart/checkout {phone, locale?, items, name?, remind?} → 204: kept until she orders
export const POST = api(contract.POST, async ({ body, viewer }) => {
  await recordUnfinishedCheckout({ ...body, userId: viewer.id });
  return new Response(null, { status: 204 });
});
