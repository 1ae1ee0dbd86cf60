import { api } from '@/lib/api';
import { pathaoAreas } from '@/lib/fulfilment/admin';
import { contract } from './contract';

// GET /api/v1/admin/couriers/pathao/zones/{zoneId}/areas → {areas: [{id, name, homeDelivery}]}.
export const GET = api(contract.GET, ({ params }) => pathaoAreas(params.zoneId));
