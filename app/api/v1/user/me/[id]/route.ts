import { api } from '@/lib/api';
import { assertSelf } from '@/lib/api/auth';
import { getUser } from '@/lib/users/read';
import { userIdParamsSchema } from '@/lib/validation/user-api';

// GET /api/v1/user/me/{id} — the user itself only
export const GET = api({ params: userIdParamsSchema, auth: 'required' }, ({ params, viewer }) => {
  assertSelf(viewer, params.id);
  return getUser(params.id);
});
