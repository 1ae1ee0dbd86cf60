import { assertSelf, api } from '@/lib/api';
import { getUser } from '@/lib/customers';
import { contract } from './contract';

// GET /api/v1/user/me/{id} — the user itself only
export const GET = api(contract.GET, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return getUser(params.id);
});
