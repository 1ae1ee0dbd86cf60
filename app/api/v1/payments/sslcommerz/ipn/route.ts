import { errorResponse } from '@/lib/api';
import { jsonResponse } from '@/lib/http/server/json-response';
import { handleIpn, readGatewayForm } from '@/lib/ordering';

// POST /api/v1/payments/sslcommerz/ipn — the gateway's server-to-server notification (a form,
// no cookies). Not the api() wrapper: its body is a form, and its proof is the signature.
export async function POST(request: Request): Promise<Response> {
  try {
    return jsonResponse(await handleIpn(await readGatewayForm(request)));
  } catch (error) {
    return errorResponse(error, request);
  }
}
