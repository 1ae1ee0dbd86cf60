import { api } from '@/lib/api';
import { clientIp } from '@/lib/auth/client-ip';
import { checkCartDiscount } from '@/lib/discounts/check-cart';
import { countDiscountTry } from '@/lib/discounts/tries';
import { contract } from './contract';

// POST /api/v1/cart/discount {code, items, phone?} → {code, amount, subtotal}: what a code takes off, before the order
export const POST = api(contract.POST, async ({ body, viewer, request }) => {
  await countDiscountTry(clientIp(request), viewer?.id ?? null);
  return checkCartDiscount(body, viewer);
});
