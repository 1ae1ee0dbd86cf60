import { assertSelf, api } from '@/lib/api';
import { updateProfile } from '@/lib/customers';
import { contract } from './contract';

// PUT /api/v1/user/update/{id} {name, username} → User
export const PUT = api(contract.PUT, ({ params, body, viewer }) => {
  assertSelf(viewer, params.id);
  return updateProfile(params.id, body);
});
