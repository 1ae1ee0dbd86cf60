import { defineContract } from '@/lib/api';
import { cartDiscountBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: cartDiscountBodySchema,
    auth: 'optional',
    summary: 'What a discount code would take off these pieces',
    description:
      "By the catalogue's prices and the rules an order follows, so that the shopper sees it before paying. Signed in or not; a signed-in shopper's own earlier uses count; a guest's `phone` is accepted but not used, since nothing proves it here. No use is counted: placing the order checks the code again. See \"Discount codes\".",
    responses: {
      200: "`{code, amount, subtotal}`; `code` is the store's spelling.",
      400: "The rule's refusal in `fields.code` (not for these pieces; below the minimum), or a line not on sale (`items.0.id`).",
      409: '`discount_unavailable`, with the reason in `fields.code`.',
      429: 'Every try counts against the discount limits, shared with orders.',
    },
  },
});
