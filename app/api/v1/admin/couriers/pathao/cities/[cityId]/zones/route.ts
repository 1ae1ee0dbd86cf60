import { api } from '@/lib/api';
import { pathaoZones } from '@/lib/couriers/pathao-places';
import { pathaoCityParamsSchema } from '@/lib/validation/courier';

// GET /api/v1/admin/couriers/pathao/cities/{cityId}/zones → {zones: [{id, name}]}.
export const GET = api({ params: pathaoCityParamsSchema, staff: 'handleOrders' }, ({ params }) =>
  pathaoZones(params.cityId),
);
