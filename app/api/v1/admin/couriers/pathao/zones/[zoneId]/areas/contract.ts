import { defineContract } from '@/lib/api/operation';
import { pathaoZoneParamsSchema } from '@/lib/couriers/schemas';

export const contract = defineContract({
  GET: {
    params: pathaoZoneParamsSchema,
    staff: 'handleOrders',
    summary: "A Pathao zone's areas",
    responses: { 200: '`{areas: [{id, name, homeDelivery}]}`' },
  },
});
