import type { AppliedAdjustment } from '@/lib/catalogue/admin';
import type { staffTranslator } from '@/lib/i18n/staff-translator';
import { counted } from '../customers/customer-words';

/**
 * What the adjust form says once a change is saved: what was done, and the stock now
 * (admin.stock.adjusted, in the staff's language).
 */
export function adjustmentMessage(
  { reason, delta, stockAfter }: AppliedAdjustment,
  t: ReturnType<typeof staffTranslator>,
): string {
  const stock = counted(stockAfter).n;
  const now = t('admin.stock.adjusted.now', { stock });
  switch (reason) {
    case 'received':
      return t('admin.stock.adjusted.received', { ...counted(delta), now });
    case 'sold_in_shop':
    case 'damaged':
      return t(`admin.stock.adjusted.${reason}`, { ...counted(-delta), now });
    case 'correction': {
      if (delta === 0) return t('admin.stock.adjusted.right', { stock });
      const n = counted(Math.abs(delta)).n;
      return t(`admin.stock.adjusted.${delta > 0 ? 'more' : 'fewer'}`, { stock, n, now });
    }
  }
}
