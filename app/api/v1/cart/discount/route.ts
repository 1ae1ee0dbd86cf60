import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { checkCartDiscount, countDiscountTry } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/cart/discount {code, items, phone?} → {code, amount, subtotal}: what a code takes off, before the order
export const POST = api(contract.POST, async ({ body, viewer, request }) => {
  await countDiscountTry(clientIp(request), viewer?.id ?? null);
  return checkCartDiscount(body, viewer);
});
