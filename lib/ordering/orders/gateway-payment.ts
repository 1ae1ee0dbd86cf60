import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orders } from '@/lib/db/schema';
import { longestTenure, readSettings } from '@/lib/content';
import { type EmiRequest, type SslcommerzConfig, startSession } from '@/lib/payments';
import { gatewayAmount } from './advance';
import { paymentUnavailable } from './errors';
import { orderWithItems, type OrderRow } from './read';
import { releaseUnpaid } from './release';
import { lockOrder } from './status';
import { logger } from '@/lib/log/logger';

/** SSLCommerz's EMI fields for an instalment order: the longest tenure its total is offered. */
async function emiRequest(row: OrderRow): Promise<EmiRequest | undefined> {
  const { plans } = await readSettings(getDb(), 'emi');
  const maxMonths = longestTenure(gatewayAmount(row), plans);
  return maxMonths === null ? undefined : { maxMonths, selectedMonths: row.emiMonths };
}

/**
 * Opens the gateway session of a new SSLCommerz order, or of a COD order's advance (outside its transaction: no lock is
 * held while the gateway answers). When the gateway cannot be reached the order is
 * cancelled, its stock given back and its Idempotency-Key freed, so a retry can try again.
 */
export async function startGatewayPayment(
  config: SslcommerzConfig,
  row: OrderRow,
  locale: Locale = 'en',
): Promise<OrderRow> {
  const order = await orderWithItems(getDb(), row);
  const emi = row.emi ? await emiRequest(row) : undefined;
  let paymentUrl: string;
  try {
    paymentUrl = await startSession(config, {
      tranId: row.tranId!,
      total: gatewayAmount(row),
      contact: order.contact,
      address: order.address,
      items: order.items,
      locale,
      emi,
    });
  } catch (error) {
    logger().error({ err: error, order: row.number }, 'no payment session');
    await writeTransaction(async (tx) => {
      const locked = await lockOrder(tx, row.id);
      if (!locked) return;
      await releaseUnpaid(tx, locked, 'The payment gateway could not be reached', 'failed');
      await tx.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, row.id));
    });
    throw paymentUnavailable();
  }
  const [updated] = await getDb()
    .update(orders)
    .set({ paymentUrl, updatedAt: sql`now()` })
    .where(and(eq(orders.id, row.id), eq(orders.status, 'pending_payment')))
    .returning();
  return updated ?? row;
}
