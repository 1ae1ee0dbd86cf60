import { api } from '@/lib/api';
import { pathaoZones } from '@/lib/fulfilment/admin';
import { contract } from './contract';

// GET /api/v1/admin/couriers/pathao/cities/{cityId}/zones → {zones: [{id, name}]}.
export const GET = api(contract.GET, ({ params }) => pathaoZones(params.cityId));
