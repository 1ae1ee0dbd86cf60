import type { PaymentSettings } from '@/lib/content/client';
import type { PaymentMethod, PaymentStatus } from './values';

/**
 * The advance a cash-on-delivery order of `total` pays through SSLCommerz before the store
 * calls, in whole taka: 0 below the store's threshold, else the delivery charge or the
 * store's share of the total, never more than the total (docs/decisions.md, "The
 * cash-on-delivery advance"); an order with a made-to-measure piece pays the
 * made-to-measure share. Client-safe: the checkout shows what the server will ask.
 */
export function advanceFor(
  totals: { total: number; deliveryCharge: number },
  settings: PaymentSettings,
  options: { madeToMeasure?: boolean } = {},
): number {
  const { codAdvanceFrom, advanceKind, advancePercent } = settings;
  if (codAdvanceFrom === null || totals.total < codAdvanceFrom) return 0;
  // Made-to-measure pieces leave after 72 hours: their own, lawful share of the total.
  const asked = options.madeToMeasure
    ? (totals.total * settings.madeToMeasurePercent) / 100
    : advanceKind === 'delivery'
      ? totals.deliveryCharge
      : (totals.total * advancePercent) / 100;
  return Math.min(Math.ceil(asked), Math.floor(totals.total));
}

type PaidRow = {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  advanceAmount: number;
};

/** What the gateway session asks for: a COD order's advance, else the whole total. */
export const gatewayAmount = (row: Pick<PaidRow, 'paymentMethod' | 'total' | 'advanceAmount'>) =>
  row.paymentMethod === 'cod' ? row.advanceAmount : row.total;

/** What is left to pay when the parcel arrives: cash on delivery less an advance paid. */
export function dueOnDelivery(row: PaidRow): number {
  if (row.paymentMethod !== 'cod') return 0;
  if (row.paymentStatus === 'unpaid') return row.total;
  return row.paymentStatus === 'partially_paid' ? row.total - row.advanceAmount : 0;
}

/** True once the advance went through: the order is part paid, or paid in full since. */
export const advancePaid = (row: Pick<PaidRow, 'paymentStatus'>) =>
  row.paymentStatus !== 'unpaid' &&
  row.paymentStatus !== 'failed' &&
  row.paymentStatus !== 'cancelled';
