import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import { codeStanding, type DiscountKind } from '@/lib/ordering/admin';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

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

/** "11 Mar 2026, 00:30" in Dhaka time. */
const shown = (date: Date) => formatDhaka(date, staffLocale, 'dateTime');

export function windowText(t: CodeT, { startsAt, endsAt }: CodeSummary): string {
  if (!startsAt && !endsAt) return t('always');
  if (!endsAt) return t('from', { when: shown(startsAt!) });
  if (!startsAt) return t('until', { when: shown(endsAt) });
  return t('between', { from: shown(startsAt), to: shown(endsAt) });
}

/** Where a code stands now, in words. */
export const standingText = (t: CodeT, code: CodeSummary, now: Date) =>
  t(`standing.${codeStanding(code, now)}`);
