import { assertSelf, api } from '@/lib/api';
import { deleteAddress } from '@/lib/customers';
import { contract } from './contract';

// DELETE /api/v1/user/updateAddress/{id}/{addressId} → {message, addresses}
export const DELETE = api(contract.DELETE, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return deleteAddress(params.id, params.addressId);
});
