import { errorResponse } from '@/lib/api/error-response';
import { orderNotFound } from '@/lib/orders/errors';
import {
  handleReturn,
  readGatewayForm,
  type ReturnOutcome,
} from '@/lib/payments/sslcommerz/callbacks';

const outcomes = new Set<string>(['success', 'fail', 'cancel']);

// POST /api/v1/payments/sslcommerz/return/{success|fail|cancel} — the shopper's browser,
// sent back by the gateway with a form; answered by a 303 to the confirmation or checkout page.
export async function POST(
  request: Request,
  context: { params: Promise<{ outcome: string }> },
): Promise<Response> {
  try {
    const { outcome } = await context.params;
    if (!outcomes.has(outcome)) throw orderNotFound();
    const fields = await readGatewayForm(request);
    const location = await handleReturn(outcome as ReturnOutcome, fields);
    return new Response(null, { status: 303, headers: { Location: location } });
  } catch (error) {
    return errorResponse(error, request);
  }
}
