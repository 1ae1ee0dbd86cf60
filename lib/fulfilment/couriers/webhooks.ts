import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { jsonResponse } from '@/lib/http/server/json-response';
import { readBodyText } from '@/lib/http/server/read-body';
import { DomainError } from '@/lib/domain-error';
import { sameSecret } from '@/lib/security';
import { applyCourierReport, type CourierReport } from './follow';
import { courierSettings } from './settings';
import { statusPhrase } from './status-map';

/** A courier's notification is a few hundred bytes; anything far larger is not one. */
const maxWebhookBytes = 16 * 1024;

const notSetUp = () =>
  new DomainError({ kind: 'not_found', code: 'not_found', message: 'This webhook is not set up.' });

const badCredentials = () =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'unauthenticated',
    message: 'The webhook did not carry the agreed secret.',
  });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, in constant time, so that not even the secret's length shows. */
const sameCredential = (given: string | null | undefined, expected: string) =>
  Boolean(given) && sameSecret(digest(given!), digest(expected));

async function readPayload<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(request, maxWebhookBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError({
      kind: 'invalid',
      code: 'invalid_json',
      message: 'The body is not JSON.',
    });
  }
  return schema.parse(body);
}

const idText = (max: number) =>
  z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(max)]).transform(String);

/*
 * Steadfast's webhook (its merchant panel, "Webhook Integration"): a POST of JSON with
 * `Authorization: Bearer <the token set there>`. `notification_type` is `delivery_status`
 * (with `status`: pending, delivered, partial_delivered, cancelled, unknown) or
 * `tracking_update` (a `tracking_message` only); both name `consignment_id`, `invoice`
 * and `updated_at`. It expects 200 with {"status": "success", …}.
 */
const steadfastPayload = z.object({
  notification_type: z.string().trim().min(1).max(50),
  consignment_id: idText(40),
  invoice: idText(100).optional(),
  status: z.string().trim().min(1).max(100).optional(),
  tracking_message: z.string().trim().max(1000).optional(),
  updated_at: z.string().trim().max(40).optional(),
});

/** POST /api/v1/couriers/steadfast/webhook */
export async function steadfastWebhook(request: Request): Promise<Response> {
  const token = courierSettings().steadfast?.webhookToken;
  if (!token) throw notSetUp();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!sameCredential(bearer, token)) throw badCredentials();
  const payload = await readPayload(request, steadfastPayload);
  const result = await applyCourierReport({
    courier: 'steadfast',
    consignmentId: payload.consignment_id,
    status: payload.notification_type === 'delivery_status' ? payload.status : undefined,
    message: payload.tracking_message || undefined,
    at: payload.updated_at,
    invoice: payload.invoice,
  });
  if (result === 'unknown') {
    return jsonResponse({ status: 'error', message: 'Invalid consignment ID.' }, 404);
  }
  return jsonResponse({ status: 'success', message: 'Webhook received successfully.' });
}

/**
 * Pathao checks that a callback answers with this header and value before it sends to it
 * (its merchant panel, "Webhook Integration": the same value for every merchant).
 */
export const pathaoIntegrationHeader = {
  'X-Pathao-Merchant-Webhook-Integration-Secret': 'f3992ecc-59da-4cbe-a049-a13da2018d51',
};

/*
 * Pathao's webhook (its merchant panel, "Webhook Integration"): a POST of JSON carrying the
 * secret set there in `X-PATHAO-Signature`. `event` is `webhook_integration` (the check
 * when the URL is saved, to be answered 202), `order.<step>` (order.picked,
 * order.in-transit, order.delivered, order.returned…, naming `consignment_id`,
 * `merchant_order_id`, `updated_at`, sometimes `reason`), or `store.*`.
 */
const pathaoPayload = z.object({
  event: z.string().trim().min(1).max(60),
  consignment_id: idText(40).optional(),
  merchant_order_id: idText(100).optional(),
  updated_at: z.string().trim().max(40).optional(),
  timestamp: z.string().trim().max(40).optional(),
  reason: z.string().trim().max(500).nullish(),
});

const accepted = () =>
  jsonResponse({ status: 'success', message: 'Webhook received.' }, 202, pathaoIntegrationHeader);

/** POST /api/v1/couriers/pathao/webhook */
export async function pathaoWebhook(request: Request): Promise<Response> {
  const secret = courierSettings().pathao?.webhookSecret;
  if (!secret) throw notSetUp();
  if (!sameCredential(request.headers.get('x-pathao-signature'), secret)) throw badCredentials();
  const payload = await readPayload(request, pathaoPayload);
  if (!payload.event.startsWith('order.') || !payload.consignment_id) return accepted();
  const report: CourierReport = {
    courier: 'pathao',
    consignmentId: payload.consignment_id,
    status: payload.event,
    message: payload.reason ? `${statusPhrase(payload.event)}: ${payload.reason}` : undefined,
    at: payload.updated_at ?? payload.timestamp,
    invoice: payload.merchant_order_id,
  };
  if ((await applyCourierReport(report)) === 'unknown') {
    return jsonResponse({ status: 'error', message: 'Unknown consignment.' }, 404);
  }
  return accepted();
}
