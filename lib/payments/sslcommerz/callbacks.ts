import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';
import { releaseByTranId } from '@/lib/orders/release';
import { sslcommerzConfig, type SslcommerzConfig } from './config';
import { settlePayment } from './settle';
import { hasValidSignature } from './signature';

export type GatewayFields = Record<string, string>;

const maxFormBytes = 64_000;

/** The gateway posts application/x-www-form-urlencoded fields. */
export async function readGatewayForm(request: Request): Promise<GatewayFields> {
  const text = await readBodyText(request, maxFormBytes);
  return Object.fromEntries(new URLSearchParams(text));
}

function configured(): SslcommerzConfig {
  const config = sslcommerzConfig();
  if (!config) {
    throw new ApiError({
      status: 404,
      code: 'not_found',
      message: 'SSLCommerz is not configured.',
    });
  }
  return config;
}

const paidStatuses = new Set(['VALID', 'VALIDATED']);

/** What the gateway reported that did not pay: the order stops waiting and gives its stock back. */
async function releaseReported(fields: GatewayFields, outcome: 'failed' | 'cancelled') {
  if (!fields.tran_id) return;
  const note = outcome === 'failed' ? 'The payment failed' : 'The shopper cancelled the payment';
  await releaseByTranId(fields.tran_id, note, outcome);
}

export type IpnResult = { received: true; paid: boolean };

/**
 * The gateway's notification (IPN). Its signature must hold; then a VALID one is settled
 * through the validation API, and a failed or cancelled one releases the order.
 */
export async function handleIpn(fields: GatewayFields): Promise<IpnResult> {
  const config = configured();
  if (!hasValidSignature(fields, config.storePassword)) {
    throw new ApiError({
      status: 400,
      code: 'invalid_signature',
      message: 'The notification is not signed by the gateway.',
    });
  }
  let paid = false;
  if (paidStatuses.has(fields.status ?? '') && fields.val_id && fields.tran_id) {
    paid = (await settlePayment(config, { valId: fields.val_id, tranId: fields.tran_id })).paid;
  } else if (fields.status === 'CANCELLED') {
    await releaseReported(fields, 'cancelled');
  } else if (fields.status === 'FAILED' || fields.status === 'EXPIRED') {
    await releaseReported(fields, 'failed');
  }
  return { received: true, paid };
}

export type ReturnOutcome = 'success' | 'fail' | 'cancel';

/**
 * Where the shopper's browser goes after the gateway. The return to success_url alone
 * proves nothing: the payment is settled only through the validation API. A fail or
 * cancel return releases the order only when the gateway signed it.
 */
export async function handleReturn(outcome: ReturnOutcome, fields: GatewayFields): Promise<string> {
  const config = sslcommerzConfig();
  if (!config) return '/checkout?payment=failed';
  if (outcome === 'success') {
    const { val_id: valId, tran_id: tranId } = fields;
    if (!valId || !tranId) return '/checkout?payment=failed';
    const { order } = await settlePayment(config, { valId, tranId });
    return order ? `/checkout/confirmation/${order.number}` : '/checkout?payment=failed';
  }
  const reported = outcome === 'fail' ? 'failed' : 'cancelled';
  if (hasValidSignature(fields, config.storePassword)) await releaseReported(fields, reported);
  return `/checkout?payment=${reported}`;
}
