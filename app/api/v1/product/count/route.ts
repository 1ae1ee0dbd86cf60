import { api } from '@/lib/api';
import { countListing } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/count — how many pieces a storefront listing's filters match
export const GET = api(contract.GET, ({ query }) => countListing(query));
