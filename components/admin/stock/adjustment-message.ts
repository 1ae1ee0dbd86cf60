import type { AppliedAdjustment } from '@/lib/catalogue/admin';

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** What the adjust form says once a change is saved: what was done, and the stock now. */
export function adjustmentMessage({ reason, delta, stockAfter }: AppliedAdjustment): string {
  const now = `Stock is now ${stockAfter}.`;
  switch (reason) {
    case 'received':
      return `Received ${pieces(delta)}. ${now}`;
    case 'sold_in_shop':
      return `Sold ${pieces(-delta)} in the shop. ${now}`;
    case 'damaged':
      return `Marked ${pieces(-delta)} damaged. ${now}`;
    case 'correction':
      if (delta === 0) return `Counted ${stockAfter}: the stock was right.`;
      return `Counted ${stockAfter}, ${Math.abs(delta)} ${delta > 0 ? 'more' : 'fewer'} than recorded. ${now}`;
  }
}
