import { errorResponse } from '@/lib/api';
import { pathaoWebhook } from '@/lib/fulfilment';

// POST /api/v1/couriers/pathao/webhook — Pathao's order events (server to server, no
// cookies). Not the api() wrapper: its proof is the X-PATHAO-Signature secret.
export async function POST(request: Request): Promise<Response> {
  try {
    return await pathaoWebhook(request);
  } catch (error) {
    return errorResponse(error, request);
  }
}
