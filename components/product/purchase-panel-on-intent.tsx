'use client';

import * as drawn from '#server-drawn/product/purchase-panel';
import { useAddressQuery } from '@/components/navigation/use-address-query';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import { requestedChoice } from '@/lib/catalogue/client';
import type { PurchasePanelProps } from './purchase-panel';

/**
 * The purchase panel (./purchase-panel.tsx), its code loaded when the shopper first reaches
 * for the page. It comes at once where the server's drawing would be wrong for her: a link
 * that names one of the piece's variants (a feed's or an ad's), known once the page has
 * hydrated.
 */
export const PurchasePanelOnIntent = liveOnIntent<PurchasePanelProps>({
  drawn: drawn.PurchasePanel,
  load: () => import('./purchase-panel').then((module) => module.PurchasePanel),
  useNeededNow: ({ variants }) => requestedChoice(variants, useAddressQuery()) !== null,
});
