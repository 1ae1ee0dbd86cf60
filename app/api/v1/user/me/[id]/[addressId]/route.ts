import { assertSelf, api } from '@/lib/api';
import { getAddress } from '@/lib/customers';
import { contract } from './contract';

// GET /api/v1/user/me/{id}/{addressId} — one of the user's own addresses
export const GET = api(contract.GET, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return getAddress(params.id, params.addressId);
});
