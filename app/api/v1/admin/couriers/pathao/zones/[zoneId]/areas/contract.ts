import { defineContract } from '@/lib/api';
import { pathaoZoneParamsSchema } from '@/lib/fulfilment/admin';

export const contract = defineContract({
  GET: {
    params: pathaoZoneParamsSchema,
    staff: 'handleOrders',
    summary: "A Pathao zone's areas",
    responses: { 200: '`{areas: [{id, name, homeDelivery}]}`' },
  },
});
