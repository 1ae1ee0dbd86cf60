import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    staff: 'handleOrders',
    summary: "Pathao's cities, for the order desk's booking form",
    responses: { 200: '`{cities: [{id, name}]}`' },
  },
});
