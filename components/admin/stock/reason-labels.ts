import type { StockMovementView, AdjustmentReason } from '@/lib/catalogue/admin';

/** How the stock pages name every reason a variant's stock moved. */
export const reasonLabels: Record<StockMovementView['reason'], string> = {
  received: 'Received',
  sold_in_shop: 'Sold in the shop',
  damaged: 'Damaged',
  correction: 'Correction',
  order: 'Order',
  order_cancelled: 'Order cancelled',
  order_returned: 'Order returned',
};

/** The reasons staff choose from, in the order of the adjust form. */
export const adjustmentChoices: AdjustmentReason[] = [
  'received',
  'sold_in_shop',
  'damaged',
  'correction',
];
