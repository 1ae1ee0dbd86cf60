import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    cache: 'catalogue',
    summary: 'What the browser measures with',
    description:
      "Meta's pixel id and GA4's measurement id, with the addresses of their scripts, as the server's settings say now; `null` when neither is set. No secret. The pages load the scripts only after the shopper accepts measurement.",
    responses: {
      200: '`{meta: {pixelId, scriptUrl} | null, ga4: {measurementId, scriptUrl} | null}` or `null`.',
    },
  },
});
