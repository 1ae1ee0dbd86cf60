import { adjustmentMessage } from '@/components/admin/stock/adjustment-message';
import type { AppliedAdjustment } from '@/lib/catalogue/stock/adjust-stock';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const applied = (reason: AppliedAdjustment['reason'], delta: number, stockAfter: number) => ({
  movementId: 1,
  variantId: 7,
  reason,
  delta,
  stockBefore: stockAfter - delta,
  stockAfter,
});

describe('what the adjust form says once a change is saved', () => {
  it.each([
    [applied('received', 3, 8), 'Received 3 pieces. Stock is now 8.'],
    [applied('received', 1, 1), 'Received 1 piece. Stock is now 1.'],
    [applied('sold_in_shop', -1, 4), 'Sold 1 piece in the shop. Stock is now 4.'],
    [applied('damaged', -2, 0), 'Marked 2 pieces damaged. Stock is now 0.'],
    [applied('correction', -3, 5), 'Counted 5, 3 fewer than recorded. Stock is now 5.'],
    [applied('correction', 2, 6), 'Counted 6, 2 more than recorded. Stock is now 6.'],
    [applied('correction', 0, 6), 'Counted 6: the stock was right.'],
  ])('%j: %s', (adjustment, message) => {
    expect(adjustmentMessage(adjustment, staffTranslator())).toBe(message);
  });
});
