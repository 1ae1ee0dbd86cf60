import { formatBDT } from '@/lib/format/money';
import { codeStanding, type CodeStanding, type DiscountKind } from '@/lib/ordering/admin';

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

export const valueText = ({ kind, value }: Pick<CodeSummary, 'kind' | 'value'>) =>
  kind === 'percent' ? `${value}% off` : `${formatBDT(value)} off`;

export const usesText = ({ usedCount, usageLimit }: CodeSummary) =>
  usageLimit === null ? `${usedCount} used, no limit` : `${usedCount} of ${usageLimit} used`;

export const perCustomerText = ({ perCustomerLimit }: CodeSummary) =>
  perCustomerLimit === null
    ? 'Any number per customer'
    : perCustomerLimit === 1
      ? 'Once per customer'
      : `${perCustomerLimit} times per customer`;

export const minimumText = ({ minSubtotal }: CodeSummary) =>
  minSubtotal > 0 ? `On ${formatBDT(minSubtotal)} or more` : 'No minimum';

const shown = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

export function windowText({ startsAt, endsAt }: CodeSummary): string {
  if (!startsAt && !endsAt) return 'Always';
  if (!endsAt) return `From ${shown.format(startsAt!)}`;
  if (!startsAt) return `Until ${shown.format(endsAt)}`;
  return `${shown.format(startsAt)} – ${shown.format(endsAt)}`;
}

const standingLabels: Record<CodeStanding, string> = {
  active: 'Active',
  inactive: 'Switched off',
  not_started: 'Scheduled',
  ended: 'Ended',
  used_up: 'Used up',
};

/** Where a code stands now, in words. */
export const standingText = (code: CodeSummary, now: Date) =>
  standingLabels[codeStanding(code, now)];
