import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    auth: 'optional',
    cache: 'catalogue',
    summary: 'Every category, flat',
    description: 'Parents first. Shoppers see only `online_visible` categories; staff see all.',
    responses: { 200: '`[Category]`, each with `parent` (an id or null) and no `children`.' },
  },
});
