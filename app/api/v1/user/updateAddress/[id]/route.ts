import { assertSelf, api } from '@/lib/api';
import { saveAddress } from '@/lib/customers';
import { contract } from './contract';

// PUT /api/v1/user/updateAddress/{id} Address → {message, addresses}
export const PUT = api(contract.PUT, ({ params, body, viewer }) => {
  assertSelf(viewer, params.id);
  return saveAddress(params.id, body);
});
