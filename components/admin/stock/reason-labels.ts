import type { StockMovementView } from '@/lib/catalogue/admin';
import { vocabularyLabels } from '@/lib/i18n/vocabulary';

// Every reason once, checked by the compiler: a new one cannot be left without words here.
const reasons: Record<StockMovementView['reason'], null> = {
  received: null,
  sold_in_shop: null,
  damaged: null,
  correction: null,
  order: null,
  order_cancelled: null,
  order_returned: null,
};

/** How the stock pages name every reason a variant's stock moved. */
export const reasonLabels = vocabularyLabels(
  'stockReason',
  Object.keys(reasons) as StockMovementView['reason'][],
);

export { adjustmentChoices } from './reason-choice';
