import type { EmiPlan } from '@/lib/content/schemas/emi-settings';

/** The plans a price may be paid over: those whose bank's minimum it reaches. */
export const emiPlansFor = (amount: number, plans: readonly EmiPlan[]) =>
  plans.filter((plan) => amount >= plan.minAmount);

/**
 * A plan's monthly instalment for `amount`, in whole taka, the bank's charge included.
 * Worked in hundredths of a percent (the charge has at most two decimals), as whole numbers:
 * 1.09 × 1,20,000 in floating point is a hair above 1,30,800, and rounding up made a taka more.
 */
export function monthlyInstalment(amount: number, plan: EmiPlan): number {
  const basisPoints = Math.round(plan.chargePercent * 100);
  return Math.ceil((amount * (10_000 + basisPoints)) / (10_000 * plan.months));
}

/**
 * The least a month costs over the plans `amount` qualifies for ("EMI from ৳X a month"),
 * with whether that plan is free of charge; null when no plan takes it. Client-safe.
 */
export function emiFrom(
  amount: number,
  plans: readonly EmiPlan[],
): { monthly: number; months: number; zeroCharge: boolean } | null {
  let best: { monthly: number; months: number; zeroCharge: boolean } | null = null;
  for (const plan of emiPlansFor(amount, plans)) {
    const monthly = monthlyInstalment(amount, plan);
    if (!best || monthly < best.monthly) {
      best = { monthly, months: plan.months, zeroCharge: plan.chargePercent === 0 };
    }
  }
  return best;
}

/** The longest tenure offered for `amount` (SSLCommerz's emi_max_inst_option), or null. */
export function longestTenure(amount: number, plans: readonly EmiPlan[]): number | null {
  const months = emiPlansFor(amount, plans).map((plan) => plan.months);
  return months.length > 0 ? Math.max(...months) : null;
}

/** A bank that converts an amount over a tenure, with what a month costs with its charge. */
export type EmiBank = { bank: string; bankBn: string | null; monthly: number; zeroCharge: boolean };

/** A tenure offered for an amount: its banks, and the least a month costs among them. */
export type EmiTenure = { months: number; monthly: number; banks: EmiBank[] };

/**
 * The tenures `amount` may be paid over, shortest first, each with the banks whose minimum
 * it reaches: what checkout offers, and what the server accepts (lib/ordering emiChoice).
 */
export function emiTenuresFor(amount: number, plans: readonly EmiPlan[]): EmiTenure[] {
  const banksByMonths = new Map<number, EmiBank[]>();
  for (const plan of emiPlansFor(amount, plans)) {
    const banks = banksByMonths.get(plan.months) ?? [];
    banks.push({
      bank: plan.bank,
      bankBn: plan.bankBn ?? null,
      monthly: monthlyInstalment(amount, plan),
      zeroCharge: plan.chargePercent === 0,
    });
    banksByMonths.set(plan.months, banks);
  }
  return [...banksByMonths]
    .sort(([a], [b]) => a - b)
    .map(([months, banks]) => ({
      months,
      monthly: Math.min(...banks.map((bank) => bank.monthly)),
      banks,
    }));
}
