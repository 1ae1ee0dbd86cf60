import { defineContract } from '@/lib/api';

export const contract = defineContract({
  POST: {
    plain: true,
    summary: "SSLCommerz's server-to-server payment notification",
    description:
      "A payment counts only once the gateway's validation API confirms the amount, currency and transaction. A failed or cancelled one releases the order.",
    rawBody: {
      mediaType: 'application/x-www-form-urlencoded',
      description: "The gateway's signed form (`verify_sign`).",
    },
    responses: {
      200: '`{received: true, paid}`',
      400: '`invalid_signature`: the signature does not hold.',
      404: 'SSLCommerz is not configured.',
    },
  },
});
