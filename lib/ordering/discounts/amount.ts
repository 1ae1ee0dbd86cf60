import { fromPaisa, toPaisa } from '@/lib/format/paisa';
import type { DiscountKind } from './values';

/** A line of an order or cart as a discount sees it: its piece's category and its price. */
export type DiscountLine = {
  variantId: number;
  categoryId: number;
  unitPrice: number;
  quantity: number;
};

/** The subtotal of the lines a code applies to: those in `categories`, or all when null. */
export function eligibleSubtotal(lines: DiscountLine[], categories: Set<number> | null): number {
  const paisa = lines
    .filter((line) => categories === null || categories.has(line.categoryId))
    .reduce((sum, line) => sum + toPaisa(line.unitPrice) * line.quantity, 0);
  return fromPaisa(paisa);
}

/** The lines' subtotal, before any discount. */
export const linesSubtotal = (lines: DiscountLine[]) => eligibleSubtotal(lines, null);

/**
 * What a code takes off `eligible`: a percentage rounded down to the whole taka (the store
 * never owes a shopper a fraction it cannot hand over in cash), or a fixed amount, never
 * more than the eligible pieces cost.
 */
export function discountAmount(kind: DiscountKind, value: number, eligible: number): number {
  const eligiblePaisa = toPaisa(eligible);
  if (kind === 'fixed') return fromPaisa(Math.min(toPaisa(value), eligiblePaisa));
  return Math.floor((eligiblePaisa * Math.round(value)) / 10_000);
}
