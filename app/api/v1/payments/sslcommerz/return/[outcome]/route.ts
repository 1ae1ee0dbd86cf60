import { isLocale } from '@/i18n/routing';
import { errorResponse } from '@/lib/api';
import { clientIp, limits, consume } from '@/lib/identity';
import { localisedPath } from '@/lib/i18n/locale-path';
import { orderNotFound, handleReturn, readGatewayForm, type ReturnOutcome } from '@/lib/ordering';
import { returnOutcomes } from './contract';

const outcomes = new Set<string>(returnOutcomes);

// POST /api/v1/payments/sslcommerz/return/{success|fail|cancel} — the shopper's browser,
// sent back by the gateway with a form; answered by a 303 to the confirmation or checkout page.
export async function POST(
  request: Request,
  context: { params: Promise<{ outcome: string }> },
): Promise<Response> {
  try {
    await consume(`gateway-return-ip:${clientIp(request)}`, limits.gatewayReturnsPerIp);
    const { outcome } = await context.params;
    if (!outcomes.has(outcome)) throw orderNotFound();
    const fields = await readGatewayForm(request);
    const location = await handleReturn(outcome as ReturnOutcome, fields);
    // The return address names the language she paid in (callbackUrls).
    const locale = new URL(request.url).searchParams.get('locale');
    const page = isLocale(locale) ? localisedPath(locale, location) : location;
    return new Response(null, { status: 303, headers: { Location: page } });
  } catch (error) {
    return errorResponse(error, request);
  }
}
