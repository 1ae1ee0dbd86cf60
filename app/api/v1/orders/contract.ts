import { defineContract } from '@/lib/api';
import { orderBodySchema } from '@/lib/ordering';

export const contract = defineContract({
  POST: {
    body: orderBodySchema,
    auth: 'optional',
    summary: 'Places an order',
    description: `- **Header \`Idempotency-Key\`** (required; printable ASCII, at most 100 characters): the same key with the same body answers the same order (\`200\`, with \`Idempotent-Replayed: true\`) instead of making a second one. A guest's repeat must carry the same proof: the \`otp\` the order was placed with (or a fresh code for that phone); without it the answer is the one a first try gets, and after 5 wrong codes within 15 minutes \`429\`.
- **Who:** a signed-in shopper (Bearer or session), or a guest who adds \`otp\`, the code sent to the contact phone by \`POST /api/v1/orders/otp\`. A guest's browser gets a signed cookie that lets it read the orders it placed.
- **Delivery:** \`inside_dhaka\` is only for addresses in Dhaka district.
- **Discount:** \`discount_code\` is checked and its use counted in the order's transaction; a code that cannot be used refuses the whole order (see "Discount codes"). The code is part of what the \`Idempotency-Key\` names.
- **Measurements** (optional per line): only on a made-to-measure piece; \`unit\` is \`in\` or \`cm\`; \`values\` must hold exactly the measurements the piece's category asks for (\`measurement_fields\`), each within its kind's range in that unit (\`items.0.measurements.values.bust: must be from 23.6 to 63 in\`). Any of these refuses the whole order, and nothing is stored. A signed-in shopper's saved measurements take them in the same transaction. A made-to-measure piece may be ordered without measurements (a standard size).
- \`locale\` is kept on the order (every message of the order) and on the signed-in account.
- Prices, delivery charge and totals are worked out from the catalogue. The stock is taken in the same transaction; a signed-in shopper's saved cart loses what was bought. Cash on delivery is \`pending\` until the store's confirmation call; an SSLCommerz order is \`pending_payment\` and gives its stock back if it is not paid in time. A cash-on-delivery order with an advance is \`pending_payment\` until the gateway's validation confirms the advance (exactly that amount), then \`pending\` with payment \`partially_paid\`.`,
    responses: {
      200: 'The same `{order, payment_url?}` again, for a repeated `Idempotency-Key` with the same body (`Idempotent-Replayed: true`).',
      201: '`{order, payment_url}`; `payment_url` only for `sslcommerz`, or for `cod` when the order asks for an advance: where the shopper goes to pay.',
      400: 'A variant not on sale; `inside_dhaka` outside Dhaka district; a guest without `otp`; a discount code the pieces or the subtotal do not qualify for; measurements that do not fit the piece.',
      401: "`invalid_code`: a guest's wrong code.",
      409: '`out_of_stock` with `fields` naming the lines short of stock; `discount_unavailable` for a code that cannot be used; `idempotency_conflict` for a key used with a different body.',
      429: 'Past the discount limits when the order carries a code; 5 wrong guest codes in 15 minutes.',
      503: '`payment_unavailable`: the gateway cannot be reached.',
    },
  },
  GET: {
    auth: 'required',
    summary: "The signed-in shopper's orders",
    responses: { 200: '`[Order]`, newest first (at most 100).' },
  },
});
