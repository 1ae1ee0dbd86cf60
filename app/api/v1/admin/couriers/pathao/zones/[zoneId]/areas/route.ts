import { api } from '@/lib/api';
import { pathaoAreas } from '@/lib/couriers/pathao-places';
import { pathaoZoneParamsSchema } from '@/lib/validation/courier';

// GET /api/v1/admin/couriers/pathao/zones/{zoneId}/areas → {areas: [{id, name, homeDelivery}]}.
export const GET = api({ params: pathaoZoneParamsSchema, staff: 'handleOrders' }, ({ params }) =>
  pathaoAreas(params.zoneId),
);
