import { defineContract } from '@/lib/api';
import { cartBodySchema } from '@/lib/ordering';

/** What every cart call says about the lines it takes. */
export const cartLines =
  'A cart has at most 100 lines, each variant once, with a quantity from 1 to 999 (a number, or its digits as text in ASCII or Bangla: `"2"`, `"২"`). A line may carry `measurements` `{unit: "in" | "cm", values: {bust: 34, …}, note?}` for a made-to-measure piece, and is then one piece; the cart checks only its shape (known key spelling, positive numbers, a note of at most 500 characters), the order checks it against the piece. A line sent with measurements replaces the stored ones.';

export const contract = defineContract({
  GET: {
    auth: 'required',
    summary: "The signed-in shopper's cart",
    responses: { 200: '`{items: [{id, quantity, measurements?}]}`; `id` is a variant id.' },
  },
  PUT: {
    body: cartBodySchema,
    auth: 'required',
    summary: 'Replaces the cart',
    description: cartLines,
    responses: {
      200: 'The cart as stored.',
      400: 'Every line must be on sale and in stock: each that is not is named (`items.0.quantity: only 2 left in stock`).',
    },
  },
});
