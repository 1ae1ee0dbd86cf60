import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { bookFitting } from '@/lib/fittings';
import { contract } from './contract';

// POST /api/v1/fittings {start, name, phone, note?, otp} → 201 {booking, cancel_url}; 409 slot_full
export const POST = api(contract.POST, async ({ body, viewer }) => {
  const booked = await bookFitting(body, { userId: viewer?.id ?? null });
  return jsonResponse({ booking: booked.booking, cancel_url: booked.cancelUrl }, 201);
});
