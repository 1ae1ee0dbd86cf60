import { defineContract } from '@/lib/api';

export const contract = defineContract({
  POST: {
    plain: true,
    summary: "Pathao's order events",
    description:
      "Server to server. Its proof is the `X-PATHAO-Signature` secret. A report moves only a shipped order, to `delivered` or `returned`; one the order's life does not allow (`cancelled` after `delivered`) changes nothing, is noted for staff on the order's timeline and is still answered as received, so that the courier stops sending it.",
    rawBody: { mediaType: 'application/json', description: "Pathao's event." },
    responses: {
      202: 'Received.',
      401: 'Without the agreed secret.',
      404: 'Pathao is not set up, or a consignment we do not know.',
    },
  },
});
