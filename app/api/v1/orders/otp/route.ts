import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { checkoutCodeMessage, recordUnfinishedCheckout, requestCheckoutCode } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/orders/otp {phone, locale?, checkout?} → 202: a guest's checkout code by SMS
export const POST = api(contract.POST, async ({ body, request, viewer }) => {
  await requestCheckoutCode(body.phone, clientIp(request), body.locale);
  if (body.checkout) {
    const { phone, locale } = body;
    await recordUnfinishedCheckout({ ...body.checkout, phone, locale, userId: viewer?.id ?? null });
  }
  return jsonResponse({ message: checkoutCodeMessage }, 202);
});
