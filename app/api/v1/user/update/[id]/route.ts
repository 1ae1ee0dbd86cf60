import { api } from '@/lib/api';
import { assertSelf } from '@/lib/api/auth';
import { updateProfile } from '@/lib/users/profile';
import { profileSchema } from '@/lib/validation/account';
import { userIdParamsSchema } from '@/lib/validation/user-api';

// PUT /api/v1/user/update/{id} {name, username} → User
export const PUT = api(
  { params: userIdParamsSchema, body: profileSchema, auth: 'required' },
  ({ params, body, viewer }) => {
    assertSelf(viewer, params.id);
    return updateProfile(params.id, body);
  },
);
