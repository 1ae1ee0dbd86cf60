'use client';

import * as drawn from '#server-drawn/product/purchase-panel';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import { useWishlist } from '@/components/wishlist/use-wishlist';
import { requestedChoice } from '@/lib/catalogue/client';
import type { PurchasePanelProps } from './purchase-panel';

/**
 * The purchase panel (./purchase-panel.tsx), its code loaded when the shopper first reaches
 * for the page. It comes at once where the server's drawing would be wrong for her: a link
 * that names one of the piece's variants (a feed's or an ad's), or a piece her wishlist holds
 * (the heart is filled).
 */
export const PurchasePanelOnIntent = liveOnIntent<PurchasePanelProps>({
  drawn: drawn.PurchasePanel,
  load: () => import('./purchase-panel').then((module) => module.PurchasePanel),
  useNeededNow: ({ product, variants }) => {
    const { ready, has } = useWishlist();
    return ready && (has(product.id) || requestedChoice(variants, window.location.search) !== null);
  },
});
