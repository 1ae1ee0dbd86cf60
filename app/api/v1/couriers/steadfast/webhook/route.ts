import { errorResponse } from '@/lib/api';
import { steadfastWebhook } from '@/lib/fulfilment';

// POST /api/v1/couriers/steadfast/webhook — Steadfast's delivery reports (server to server,
// no cookies). Not the api() wrapper: its proof is the Bearer token set in Steadfast's panel.
export async function POST(request: Request): Promise<Response> {
  try {
    return await steadfastWebhook(request);
  } catch (error) {
    return errorResponse(error, request);
  }
}
