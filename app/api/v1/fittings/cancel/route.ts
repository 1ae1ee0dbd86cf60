import { api } from '@/lib/api';
import { cancelByToken } from '@/lib/fittings';
import { contract } from './contract';

// POST /api/v1/fittings/cancel {token} → 200 {booking}: the cancel link's booking, cancelled
export const POST = api(contract.POST, async ({ body }) => ({
  booking: await cancelByToken(body.token),
}));
