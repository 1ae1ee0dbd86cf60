import { errorResponse } from '@/lib/api';
import { whatsappHandshake } from '@/lib/messaging';
import { whatsappWebhook } from '@/lib/ordering';

// The WhatsApp Cloud API's webhook (server to server, no cookies). Not the api() wrapper:
// its proof is the verify token (GET) and Meta's X-Hub-Signature-256 over the body (POST).

// GET /api/v1/messages/whatsapp/webhook — the subscription handshake.
export async function GET(request: Request): Promise<Response> {
  try {
    return whatsappHandshake(new URL(request.url));
  } catch (error) {
    return errorResponse(error, request);
  }
}

// POST /api/v1/messages/whatsapp/webhook — what became of the messages sent.
export async function POST(request: Request): Promise<Response> {
  try {
    return await whatsappWebhook(request);
  } catch (error) {
    return errorResponse(error, request);
  }
}
