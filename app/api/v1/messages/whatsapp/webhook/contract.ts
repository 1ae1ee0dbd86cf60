import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    plain: true,
    summary: "WhatsApp's webhook handshake",
    description:
      'Meta checks the address before it sends to it: `hub.mode=subscribe`, `hub.verify_token` (WHATSAPP_VERIFY_TOKEN) and `hub.challenge`, which is answered back as plain text.',
    responses: {
      200: 'The challenge, as it came.',
      403: 'Not the verify token.',
      404: 'WhatsApp is not set up.',
    },
  },
  POST: {
    plain: true,
    summary: "WhatsApp's message statuses",
    description:
      "Server to server, from the WhatsApp Cloud API. Its proof is `X-Hub-Signature-256`: `sha256=` and the HMAC-SHA256 of the exact body with the app's secret (WHATSAPP_APP_SECRET). Each of `entry[].changes[].value.statuses[]` (sent, delivered, read, failed) is kept on the message it names and noted on its order's timeline; a failed one sends the message's SMS instead. A repeated or late status changes nothing.",
    rawBody: { mediaType: 'application/json', description: 'A Cloud API notification.' },
    responses: {
      200: 'Received.',
      400: 'Not a notification.',
      401: 'Not signed.',
      403: 'A signature that does not match the body.',
      404: 'WhatsApp is not set up.',
    },
  },
});
