import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type CodRiskSettings, readSettings } from '@/lib/content';
import { formatBDT } from '@/lib/format/money';
import type { OrderRow } from '../read';
import { setReviewHold } from '../review-hold';
import { lockOrder, noteEvent } from '../status';
import { systemActor } from '../timeline';
import type { CodRiskCheck, ReviewHold } from '../values';
import { codRiskBadge } from './cod-risk-badge';
import { phoneRecord } from './phone-record';

/**
 * The hold the store's rule puts on a risky phone's order: from the staff's amount on, a
 * COD order still waiting for its call needs an advance, or is refused cash on delivery.
 * An advance already paid through the gateway satisfies the advance rule.
 */
export function codRuleHold(
  row: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus' | 'total'>,
  badge: CodRiskCheck['badge'],
  rule: CodRiskSettings,
): ReviewHold | null {
  if (badge !== 'risky' || rule.riskyFrom === null || row.total < rule.riskyFrom) return null;
  if (row.paymentMethod !== 'cod' || row.status !== 'pending') return null;
  if (rule.action === 'no_cod') return 'cod_refused';
  return row.paymentStatus === 'partially_paid' ? null : 'cod_advance';
}

const ruleNotes: Record<ReviewHold, string> = {
  risky_payment: '',
  cod_advance: 'needs an advance before it is confirmed',
  cod_refused: 'may not be paid on delivery',
};

/**
 * Stores a COD order's risk check (the courier's figures, if any, with the store's own
 * record of the phone and the badge they make) and applies the store's rule to it, in one
 * transaction with the order locked. Answers the check, or null for an order not found.
 */
export async function recordCodRisk(
  orderId: number,
  courier: CodRiskCheck['courier'],
): Promise<CodRiskCheck | null> {
  return writeTransaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) return null;
    const own = await phoneRecord(tx, row.contactPhone, row.id);
    const check: CodRiskCheck = {
      badge: codRiskBadge(courier, own),
      courier,
      own,
      checkedAt: new Date().toISOString(),
    };
    const [stored] = await tx
      .update(orders)
      .set({ codRisk: check, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id))
      .returning();
    const rule = await readSettings(tx, 'codRisk');
    const hold = row.reviewHold ? null : codRuleHold(stored!, check.badge, rule);
    if (hold) {
      const held = await setReviewHold(tx, stored!, hold);
      const from = formatBDT(rule.riskyFrom ?? 0);
      const note = `Risky phone, an order of ${from} or more: ${ruleNotes[hold]}`;
      await noteEvent(tx, held, note, systemActor('Store'));
    }
    return check;
  });
}
