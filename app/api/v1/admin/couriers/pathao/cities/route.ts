import { api } from '@/lib/api';
import { pathaoCities } from '@/lib/fulfilment/admin';
import { contract } from './contract';

// GET /api/v1/admin/couriers/pathao/cities → {cities: [{id, name}]}: Pathao's cities, for
// the desk's booking form.
export const GET = api(contract.GET, () => pathaoCities());
