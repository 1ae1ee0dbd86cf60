import 'server-only';
import type { JobPayload } from '@/lib/jobs/payloads';
import { findOrderById, recordCodRisk } from '@/lib/ordering';
import { logger } from '@/lib/log/logger';
import { localPhone } from './consignment-request';
import { CourierRefusal } from './errors';
import { steadfastFraudCheck } from './fraud-check';
import { courierSettings } from './settings';

/** The courier's figures for the phone: Steadfast's fraud check when it is set up here, else none. */
async function courierFigures(phone: string) {
  const steadfast = courierSettings().steadfast;
  if (!steadfast) return null;
  try {
    return await steadfastFraudCheck(steadfast, localPhone(phone));
  } catch (error) {
    // A refusal (a number it will not look up) is an answer: the store's own record stands
    // alone. A courier that is down throws, and the queue asks again.
    if (!(error instanceof CourierRefusal)) throw error;
    logger().warn({ err: error }, 'fraud check refused');
    return null;
  }
}

/**
 * The cod-risk-check job, queued with each new cash-on-delivery order: asks the courier's
 * fraud check where one is offered, then stores it with the store's own record of the
 * phone and applies the store's rule (lib/ordering/orders/risk/record-cod-risk.ts).
 */
export async function codRiskJob({ orderId }: JobPayload<'cod-risk-check'>): Promise<void> {
  const order = await findOrderById(orderId);
  if (!order || order.paymentMethod !== 'cod') return;
  await recordCodRisk(order.id, await courierFigures(order.contactPhone));
}
