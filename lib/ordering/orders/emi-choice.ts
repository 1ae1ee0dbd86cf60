import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { emiPlansFor, readSettings } from '@/lib/content';
import { validationFailed } from '@/lib/domain-error';
import type { OrderDraft } from './create-order';

/**
 * What a new order keeps of her instalment choice, checked against the staff's plans for
 * its total: some bank must take the total, and a tenure she chose must be one offered.
 */
export async function emiChoice(
  tx: Transaction,
  draft: Pick<OrderDraft, 'emi' | 'emi_months'>,
  total: number,
): Promise<{ emi: boolean; emiMonths: number | null }> {
  if (!draft.emi) return { emi: false, emiMonths: null };
  const plans = emiPlansFor(total, (await readSettings(tx, 'emi')).plans);
  if (plans.length === 0) {
    throw validationFailed({ emi: 'Instalments are not offered for this total' });
  }
  const months = draft.emi_months ?? null;
  if (months !== null && !plans.some((plan) => plan.months === months)) {
    throw validationFailed({ emi_months: 'No bank offers this many months for this total' });
  }
  return { emi: true, emiMonths: months };
}
