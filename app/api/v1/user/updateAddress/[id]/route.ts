import { api } from '@/lib/api';
import { assertSelf } from '@/lib/api/auth';
import { saveAddress } from '@/lib/users/addresses';
import { addressSchema } from '@/lib/validation/address';
import { userIdParamsSchema } from '@/lib/validation/user-api';

// PUT /api/v1/user/updateAddress/{id} Address → {message, addresses}
export const PUT = api(
  { params: userIdParamsSchema, body: addressSchema, auth: 'required' },
  ({ params, body, viewer }) => {
    assertSelf(viewer, params.id);
    return saveAddress(params.id, body);
  },
);
