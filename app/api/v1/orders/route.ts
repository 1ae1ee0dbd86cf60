import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { hasFittingBooked } from '@/lib/fittings';
import {
  countDiscountTry,
  guestOrdersCookie,
  idempotencyKeyOf,
  placeOrder,
  listOrders,
} from '@/lib/ordering';
import { attributionOf } from '@/lib/measurement';
import { contract } from './contract';

// POST /api/v1/orders (header Idempotency-Key) → 201 {order, payment_url?}; the same again → 200, the same order
export const POST = api(contract.POST, async ({ body, viewer, request }) => {
  const idempotencyKey = idempotencyKeyOf(request);
  // A code tried with an order counts as one tried at the cart's check.
  if (body.discount_code) await countDiscountTry(clientIp(request), viewer?.id ?? null);
  // A booked trial fitting pushes the earliest delivery date back by the store's buffer.
  const fittingBooked = await hasFittingBooked(body.contact.phone, new Date());
  const placed = await placeOrder(body, {
    viewer,
    idempotencyKey,
    fittingBooked,
    browser: attributionOf(request),
  });
  const headers: Record<string, string> = {};
  // A guest's browser may read the order it placed (the confirmation page), and no other.
  if (!viewer) headers['Set-Cookie'] = guestOrdersCookie(request, placed.order.number);
  if (placed.replayed) headers['Idempotent-Replayed'] = 'true';
  // A COD order's advance is paid through the gateway too (docs/decisions.md).
  const gateway = placed.order.payment.method === 'sslcommerz' || placed.order.advance !== null;
  return jsonResponse(
    { order: placed.order, ...(gateway ? { payment_url: placed.paymentUrl } : {}) },
    placed.replayed ? 200 : 201,
    headers,
  );
});

// GET /api/v1/orders — the signed-in shopper's orders, newest first
export const GET = api(contract.GET, ({ viewer }) => listOrders(viewer.id));
