import { api } from '@/lib/api';
import { limits } from '@/lib/auth/limits';
import { checkCartDiscount } from '@/lib/discounts/check-cart';
import { cartDiscountBodySchema } from '@/lib/validation/discount';

const discountChecks = {
  name: 'discount-check',
  limit: limits.discountChecksPerIp,
  appliesTo: () => true,
};

// POST /api/v1/cart/discount {code, items, phone?} → {code, amount, subtotal}: what a code takes off, before the order
export const POST = api(
  { body: cartDiscountBodySchema, auth: 'optional', throttle: discountChecks },
  ({ body, viewer }) => checkCartDiscount(body, viewer),
);
