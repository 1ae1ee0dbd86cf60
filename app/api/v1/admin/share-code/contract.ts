import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    staff: 'viewAdmin',
    summary: "The staff member's own share code, for the links they share (drawn on first use)",
    responses: { 200: '`{code}`' },
  },
});
