import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { discountCodes, discountRedemptions } from '@/lib/db/schema';
import { toPaisa } from '@/lib/format/paisa';
import { discountAmount, eligibleSubtotal, type DiscountLine } from './amount';
import { discountRefused, shopperRefusal, type DiscountRefusal } from './refusals';
import { codeStanding } from './standing';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export type DiscountContext = {
  /** The order's lines, priced by the catalogue. */
  lines: DiscountLine[];
  /** Their subtotal, before any discount. */
  subtotal: number;
  /** customerKeyOf(…); null while unknown (a guest's cart before the phone is given). */
  customerKey: string | null;
  now?: Date;
};

/** A code that may be used on this order, and what it takes off. */
export type AppliedDiscount = {
  codeId: number;
  /** The code as staff spelled it, whatever the shopper's case. */
  code: string;
  /** The version the amount was worked out from: a redemption needs the code unchanged. */
  version: number;
  amount: number;
  eligibleSubtotal: number;
};

export type DiscountVerdict =
  { ok: true; discount: AppliedDiscount } | { ok: false; refusal: DiscountRefusal };

/** The code, whatever the case it was typed in. */
export async function findDiscountCode(
  db: Database,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`);
  return row;
}

/** The categories a code applies to with those beneath them; null for a code for everything. */
async function eligibleCategories(db: Database, row: DiscountCodeRow): Promise<Set<number> | null> {
  if (row.appliesTo === 'all') return null;
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE chosen(id) AS (
      SELECT category_id FROM discount_code_categories WHERE discount_code_id = ${row.id}
      UNION
      SELECT c.id FROM categories c JOIN chosen ON c.parent_id = chosen.id)
    SELECT id FROM chosen`);
  return new Set(rows.map((category) => Number(category.id)));
}

/** How many orders of this customer's, not cancelled, used the code. */
export async function usesByCustomer(
  db: Database,
  codeId: number,
  customerKey: string,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, codeId),
        eq(discountRedemptions.customerKey, customerKey),
      ),
    );
  return row?.uses ?? 0;
}

/** The refusals that depend on the code alone: switched off, outside its dates, used up. */
function standingRefusal(row: DiscountCodeRow, now: Date): DiscountRefusal | null {
  const standing = codeStanding(row, now);
  if (standing === 'active') return null;
  if (standing === 'not_started') return { reason: 'not_started', startsAt: row.startsAt! };
  return { reason: standing };
}

/**
 * Whether `code` may be used on these lines, and what it takes off: a percentage of the
 * eligible lines' subtotal rounded down to the taka, or a fixed amount capped at it. Reads
 * only; the use is counted by redeemDiscount, under the code's lock, in the order's
 * transaction. The refusals come in the order a shopper can act on them: a code that
 * cannot be used at all is said so before "spend more".
 */
export async function evaluateDiscount(
  db: Database,
  code: string,
  context: DiscountContext,
): Promise<DiscountVerdict> {
  const refuse = (refusal: DiscountRefusal): DiscountVerdict => ({ ok: false, refusal });
  const row = await findDiscountCode(db, code);
  if (!row) return refuse({ reason: 'unknown' });
  const standing = standingRefusal(row, context.now ?? new Date());
  if (standing) return refuse(standing);
  const limit = row.perCustomerLimit;
  if (limit !== null && context.customerKey !== null) {
    const uses = await usesByCustomer(db, row.id, context.customerKey);
    if (uses >= limit) return refuse({ reason: 'already_used', limit });
  }
  const eligible = eligibleSubtotal(context.lines, await eligibleCategories(db, row));
  if (eligible === 0) return refuse({ reason: 'not_for_these_pieces' });
  const shortBy = toPaisa(row.minSubtotal) - toPaisa(context.subtotal);
  if (shortBy > 0) return refuse({ reason: 'below_minimum', shortBy: shortBy / 100 });
  const amount = discountAmount(row.kind, row.value, eligible);
  if (amount === 0) return refuse({ reason: 'nothing_off' });
  const discount = { codeId: row.id, code: row.code, version: row.version, amount };
  return { ok: true, discount: { ...discount, eligibleSubtotal: eligible } };
}

/** evaluateDiscount, refusing with the API's error beside `discount_code`, as a shopper is told it. */
export async function requireDiscount(
  db: Database,
  code: string,
  context: DiscountContext,
): Promise<AppliedDiscount> {
  const verdict = await evaluateDiscount(db, code, context);
  if (!verdict.ok) throw discountRefused(shopperRefusal(verdict.refusal));
  return verdict.discount;
}
