import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    plain: true,
    summary: 'Sets the XSRF-TOKEN cookie',
    description:
      "Signed for the browser's session, or when signed out for its browser id (an httpOnly cookie set with it). `no-store`.",
    responses: { 204: "The `XSRF-TOKEN` cookie (and, signed out, the browser id's) is set." },
  },
});
