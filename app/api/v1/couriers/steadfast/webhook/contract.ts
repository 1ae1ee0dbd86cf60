import { defineContract } from '@/lib/api';

export const contract = defineContract({
  POST: {
    plain: true,
    summary: "Steadfast's delivery report on a consignment",
    description:
      "Server to server. Its proof is the Bearer token set in Steadfast's panel. A report moves only a shipped order, to `delivered` or `returned`; one the order's life does not allow (`cancelled` after `delivered`) changes nothing, is noted for staff on the order's timeline and is still answered as received, so that the courier stops sending it.",
    rawBody: { mediaType: 'application/json', description: "Steadfast's report." },
    responses: {
      200: 'Received.',
      401: 'Without the agreed secret.',
      404: 'Steadfast is not set up, or a consignment we do not know.',
    },
  },
});
