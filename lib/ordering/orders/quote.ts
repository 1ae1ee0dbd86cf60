import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import { linesSubtotal } from '@/lib/ordering/discounts/amount';
import { evaluateDiscount } from '@/lib/ordering/discounts/evaluate';
import { refusalMessage } from '@/lib/ordering/discounts/refusals';
import { readSettings } from '@/lib/content';
import { orderQuoteSchema, type OrderQuoteInput } from '@/lib/ordering/schemas/staff-order';
import { onSaleVariants, type OnSaleVariant } from '@/lib/catalogue';
import { shortage } from './stock';
import { orderTotals } from './totals';
import type { DeliveryZone } from './values';

export type QuoteLine = Omit<OnSaleVariant, 'categoryId'> & {
  quantity: number;
  lineTotal: number;
  /** Why the line cannot be placed as it is (sold out, too few left), else null. */
  problem: string | null;
};

export type OrderQuote = {
  lines: QuoteLine[];
  /** Lines asked for that are not on sale (an unknown or unpublished piece). */
  unknown: number[];
  subtotal: number;
  /** The discount code as the store spells it and what it takes off, once it applies. */
  discount: { code: string; amount: number } | null;
  /** Why the code typed cannot be used on these pieces (checked again when placed). */
  discountProblem: string | null;
  delivery: DeliveryZone | null;
  /** Null until the delivery zone is known (the address's district). */
  deliveryCharge: number | null;
  total: number | null;
  /** True when every line can be placed now as asked. */
  ready: boolean;
};

/**
 * What an order would cost now, as createOrder would price it (the catalogue's prices, the
 * discount code, the store's delivery settings), without taking anything: the staff order
 * form's summary. Stock may still change before the order is placed, which then refuses as
 * usual; so may the code, whose per-customer limit is counted only then.
 */
export async function quoteOrder(input: OrderQuoteInput): Promise<OrderQuote> {
  const { items, delivery, discount_code: code } = parseWith(orderQuoteSchema, input, 'body');
  const onSale = await onSaleVariants(
    getDb(),
    items.map((item) => item.id),
  );
  const known = items.filter((item) => onSale.has(item.id));
  const priced = known.map((item) => ({ ...onSale.get(item.id)!, quantity: item.quantity }));
  const discountLines = priced.map((line) => ({ ...line, variantId: line.id }));
  const subtotal = linesSubtotal(discountLines);
  const context = { lines: discountLines, subtotal, customerKey: null };
  const verdict = code && priced.length ? await evaluateDiscount(getDb(), code, context) : null;
  const discount = verdict?.ok
    ? { code: verdict.discount.code, amount: verdict.discount.amount }
    : null;
  const rates = await readSettings(getDb(), 'delivery');
  const totals = orderTotals(priced, delivery ?? 'outside_dhaka', rates, discount?.amount);
  const lines = priced.map((line, index) => ({
    ...line,
    lineTotal: totals.lineTotals[index]!,
    problem: shortage(line.stock, line.quantity),
  }));
  const unknown = items.filter((item) => !onSale.has(item.id)).map((item) => item.id);
  return {
    lines,
    unknown,
    subtotal: totals.subtotal,
    discount,
    discountProblem: verdict && !verdict.ok ? refusalMessage(verdict.refusal) : null,
    delivery: delivery ?? null,
    deliveryCharge: delivery ? totals.deliveryCharge : null,
    total: delivery ? totals.total : null,
    ready: unknown.length === 0 && lines.every((line) => line.problem === null),
  };
}
