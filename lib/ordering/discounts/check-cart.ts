import 'server-only';
import type { Viewer } from '@/lib/identity';
import { getDb, type Database } from '@/lib/db/client';
import { validationFailed, type FieldErrors } from '@/lib/domain-error';
import { onSaleVariants } from '@/lib/catalogue';
import type { CartLineInput } from '@/lib/ordering/schemas/cart';
import type { CartDiscountInput } from '@/lib/ordering/discounts/schemas';
import { linesSubtotal, type DiscountLine } from './amount';
import { userKey } from './customer-key';
import { evaluateDiscount } from './evaluate';
import { discountRefused, shopperRefusal } from './refusals';

/** What POST /api/v1/cart/discount answers: the code as the store spells it and its amount. */
export type CartDiscount = { code: string; amount: number; subtotal: number };

/** The cart's lines priced by the catalogue now; 400 for a variant that is not on sale. */
async function pricedLines(db: Database, items: CartLineInput[]): Promise<DiscountLine[]> {
  const byId = await onSaleVariants(
    db,
    items.map((item) => item.id),
  );
  const unknown: FieldErrors = {};
  items.forEach((item, index) => {
    if (!byId.has(item.id)) unknown[`items.${index}.id`] = 'is not a variant on sale';
  });
  if (Object.keys(unknown).length > 0) throw validationFailed(unknown);
  return items.map((item) => {
    const { categoryId, unitPrice } = byId.get(item.id)!;
    return { variantId: item.id, categoryId, unitPrice, quantity: item.quantity };
  });
}

/**
 * What a code would take off this cart, by the same rules an order follows, so the shopper
 * sees it before paying; placing the order checks it again and counts the use. A
 * signed-in shopper's own uses count here; a guest's only once the order proves her phone.
 */
export async function checkCartDiscount(
  input: CartDiscountInput,
  viewer: Viewer | null,
): Promise<CartDiscount> {
  const db = getDb();
  const lines = await pricedLines(db, input.items);
  // A guest's phone is not proven here: counting its uses would tell anyone which codes a
  // number has used. Her own uses are counted when the order proves it.
  const customerKey = viewer ? userKey(viewer.id) : null;
  const subtotal = linesSubtotal(lines);
  const verdict = await evaluateDiscount(db, input.code, { lines, subtotal, customerKey });
  if (!verdict.ok) throw discountRefused(shopperRefusal(verdict.refusal), 'code');
  return { code: verdict.discount.code, amount: verdict.discount.amount, subtotal };
}
