import type { MeasuredLine, MeasuredOrder } from './measured-order';

/** An event of the Measurement Protocol's `events[]`. */
export type Ga4Event = { name: string; params: Record<string, unknown> };

/** GA4 takes a category path as item_category, item_category2 … item_category5. */
export function itemCategories(categories: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    categories
      .slice(0, 5)
      .map((name, index) => [index === 0 ? 'item_category' : `item_category${index + 1}`, name]),
  );
}

export const ga4Item = (line: MeasuredLine) => ({
  item_id: line.sku,
  item_name: line.name,
  ...(line.variant ? { item_variant: line.variant } : {}),
  ...itemCategories(line.categories),
  price: line.unitPrice,
  quantity: line.quantity,
});

/**
 * The order's `purchase`, as GA4's e-commerce events name their parameters
 * (developers.google.com/analytics/devguides/collection/protocol/ga4/reference/events#purchase).
 * Its transaction_id is the order number, which GA4 counts once however many times it hears it.
 */
export function purchaseParams(order: MeasuredOrder): Ga4Event {
  return {
    name: 'purchase',
    params: {
      transaction_id: order.number,
      value: order.total,
      currency: 'BDT',
      shipping: order.deliveryCharge,
      ...(order.discountCode ? { coupon: order.discountCode } : {}),
      items: order.lines.map(ga4Item),
    },
  };
}

/** Money given back on an order: a `refund` of that value (GA4 needs no items for it). */
export function refundParams(orderNumber: string, amount: number): Ga4Event {
  return {
    name: 'refund',
    params: { transaction_id: orderNumber, value: amount, currency: 'BDT' },
  };
}

/**
 * A client id for an order no browser of ours saw (taken by staff, or placed without the
 * `_ga` cookie): stable for the order, in the shape gtag.js gives (<random>.<seconds>).
 */
export function orderClientId(orderNumber: string, placedAt: Date): string {
  let hash = 0;
  for (const char of orderNumber) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${hash}.${Math.floor(placedAt.getTime() / 1000)}`;
}
