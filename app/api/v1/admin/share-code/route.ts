import { api } from '@/lib/api';
import { shareCodeOf } from '@/lib/identity/admin';
import { contract } from './contract';

// GET /api/v1/admin/share-code → {code}: the caller's share code, for the product page's
// share links (docs/attribution.md).
export const GET = api(contract.GET, async ({ viewer }) => ({
  code: await shareCodeOf(viewer.id),
}));
