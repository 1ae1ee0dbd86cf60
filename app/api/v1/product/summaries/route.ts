import { api } from '@/lib/api';
import { publicSummaries } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/summaries?ids=1,2,3[&locale=bn] — product cards and their variants (a
// wishlist), named in the language asked.
export const GET = api(contract.GET, ({ query }) => publicSummaries(query.ids, query.locale));
