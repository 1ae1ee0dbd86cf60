import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import { codeStanding, type DiscountKind } from '@/lib/ordering/admin';

/** What a code is, in the words the staff's list uses. */
export type CodeSummary = {
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  isActive: boolean;
};

/** A code's words (messages/<locale>/admin.json, discounts.code). */
export type CodeT = ReturnType<typeof createTranslator<Messages, 'admin.discounts.code'>>;

export const valueText = (t: CodeT, { kind, value }: Pick<CodeSummary, 'kind' | 'value'>) =>
  kind === 'percent'
    ? t('percentOff', { value: String(value) })
    : t('amountOff', { amount: formatBDT(value) });

export const usesText = (t: CodeT, { usedCount, usageLimit }: CodeSummary) =>
  usageLimit === null
    ? t('usedNoLimit', { used: String(usedCount) })
    : t('usedOf', { used: String(usedCount), limit: String(usageLimit) });

export const perCustomerText = (t: CodeT, { perCustomerLimit }: CodeSummary) =>
  perCustomerLimit === null
    ? t('anyPerCustomer')
    : perCustomerLimit === 1
      ? t('oncePerCustomer')
      : t('timesPerCustomer', { count: String(perCustomerLimit) });

export const minimumText = (t: CodeT, { minSubtotal }: CodeSummary) =>
  minSubtotal > 0 ? t('minimum', { amount: formatBDT(minSubtotal) }) : t('noMinimum');

const shown = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

export function windowText(t: CodeT, { startsAt, endsAt }: CodeSummary): string {
  if (!startsAt && !endsAt) return t('always');
  if (!endsAt) return t('from', { when: shown.format(startsAt!) });
  if (!startsAt) return t('until', { when: shown.format(endsAt) });
  return t('between', { from: shown.format(startsAt), to: shown.format(endsAt) });
}

/** Where a code stands now, in words. */
export const standingText = (t: CodeT, code: CodeSummary, now: Date) =>
  t(`standing.${codeStanding(code, now)}`);
