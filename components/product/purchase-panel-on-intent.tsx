'use client';

import { useSyncExternalStore } from 'react';
import * as drawn from '#server-drawn/product/purchase-panel';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import { requestedChoice } from '@/lib/catalogue/client';
import type { PurchasePanelProps } from './purchase-panel';

const noChange = () => () => {};

/**
 * The purchase panel (./purchase-panel.tsx), its code loaded when the shopper first reaches
 * for the page. It comes at once where the server's drawing would be wrong for her: a link
 * that names one of the piece's variants (a feed's or an ad's). The address is read once
 * the page has hydrated (the server's answer is "no"), as the drawing was made without it.
 */
export const PurchasePanelOnIntent = liveOnIntent<PurchasePanelProps>({
  drawn: drawn.PurchasePanel,
  load: () => import('./purchase-panel').then((module) => module.PurchasePanel),
  useNeededNow: ({ variants }) =>
    useSyncExternalStore(
      noChange,
      () => requestedChoice(variants, window.location.search) !== null,
      () => false,
    ),
});
