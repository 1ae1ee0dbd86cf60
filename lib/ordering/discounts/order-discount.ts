import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { linesSubtotal, type DiscountLine } from './amount';
import { requireDiscount, type AppliedDiscount } from './evaluate';

/**
 * An order's discount code checked against its lines, as the catalogue priced them in the
 * order's transaction (refused beside `discount_code`); null without a code. Every order
 * comes this way, the storefront's and those staff key in, so the rules are the same.
 */
export async function orderDiscount(
  tx: Transaction,
  code: string | undefined,
  lines: DiscountLine[],
  customerKey: string,
): Promise<AppliedDiscount | null> {
  if (!code) return null;
  return requireDiscount(tx, code, { lines, subtotal: linesSubtotal(lines), customerKey });
}
