'use client';

import * as drawn from '#server-drawn/product/purchase-panel';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import { useWishlist } from '@/components/wishlist/use-wishlist';
import type { PurchasePanelProps } from './purchase-panel';

/** An address naming a size or colour (a feed's or an ad's link) is shown chosen at once. */
const namesAVariant = () => /[?&](size|colour)=/.test(window.location.search);

/**
 * The purchase panel (./purchase-panel.tsx), its code loaded when the shopper first reaches
 * for the page. It comes at once where the server's drawing would be wrong for her: a link
 * that names a size or colour, or a piece her wishlist holds (the heart is filled).
 */
export const PurchasePanelOnIntent = liveOnIntent<PurchasePanelProps>({
  drawn: drawn.PurchasePanel,
  load: () => import('./purchase-panel').then((module) => module.PurchasePanel),
  useNeededNow: ({ product }) => {
    const { ready, has } = useWishlist();
    return ready && (has(product.id) || namesAVariant());
  },
});
