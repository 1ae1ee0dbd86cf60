import 'server-only';
import { readBodyText } from '@/lib/http/server/read-body';
import { DomainError } from '@/lib/domain-error';
import { gatewayAmount } from '../advance';
import { findOrderByTranId, type OrderRow } from '../read';
import { releaseByTranId } from '../release';
import { sameAmount } from '@/lib/format/paisa';
import { sslcommerzConfig, type SslcommerzConfig, hasValidSignature } from '@/lib/payments';
import { settlePayment } from './settle';

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
    throw new DomainError({
      kind: 'not_found',
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
    throw new DomainError({
      kind: 'invalid',
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

/** Where a success return goes that does not name its order's own payment. */
const failedPage = '/checkout?payment=failed';

/**
 * The order a success return is about, only when the form is the gateway's own report of
 * its payment: signed with the store's password, VALID, for the order's transaction and
 * the amount its session asked, in BDT. Any other form (unsigned, made up, another
 * amount, a number that is no gateway order) names nothing.
 */
async function returnedOrder(
  config: SslcommerzConfig,
  fields: GatewayFields,
): Promise<OrderRow | undefined> {
  const { val_id: valId, tran_id: tranId, currency } = fields;
  if (!valId || !tranId || !paidStatuses.has(fields.status ?? '')) return undefined;
  if (!hasValidSignature(fields, config.storePassword)) return undefined;
  if (currency !== undefined && currency !== 'BDT') return undefined;
  const order = await findOrderByTranId(tranId);
  const amount = Number(fields.amount);
  if (!order || !Number.isFinite(amount) || !sameAmount(amount, gatewayAmount(order))) {
    return undefined;
  }
  return order;
}

const settled = new Set(['paid', 'partially_paid', 'partially_refunded', 'refunded']);

/**
 * Where the shopper's browser goes after the gateway. A success return goes to the
 * order's confirmation only when it is the gateway's signed report of that order's own
 * payment; every other form, for an order that does not exist or for someone else's,
 * goes to the same failed page, so that the return tells nobody which numbers exist. The
 * payment is settled only through the validation API, asked only for such a report of an
 * order not yet paid: a made-up form costs no call to the gateway. A fail or cancel
 * return releases the order only when the gateway signed it.
 */
export async function handleReturn(outcome: ReturnOutcome, fields: GatewayFields): Promise<string> {
  const config = sslcommerzConfig();
  if (!config) return failedPage;
  if (outcome === 'success') {
    const order = await returnedOrder(config, fields);
    if (!order) return failedPage;
    if (!settled.has(order.paymentStatus)) {
      await settlePayment(config, { valId: fields.val_id!, tranId: fields.tran_id! });
    }
    return `/checkout/confirmation/${order.number}`;
  }
  const reported = outcome === 'fail' ? 'failed' : 'cancelled';
  if (hasValidSignature(fields, config.storePassword)) await releaseReported(fields, reported);
  return `/checkout?payment=${reported}`;
}
