'use client';

import { useEffect, useState } from 'react';
import type { CartItem } from '@/stores/cart-reducers';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';

/** The lines of an order sent to the gateway, kept for this tab until the shopper is back. */
const key = 'nj-checkout-gateway';

export function rememberGatewayLines(lines: CartItem[]): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(lines));
  } catch {
    // Storage may be full or refused; the lines are then simply not restored.
  }
}

function takeGatewayLines(): CartItem[] {
  try {
    const stored = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    const lines: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(lines) ? (lines as CartItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * Back from the gateway with a failed or cancelled payment: the pieces go back into the
 * (emptied) cart, so the shopper can try again. True once they were put back.
 */
export function useRestoreAfterGateway(outcome: string | undefined): boolean {
  const hydrated = useCartHydrated();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!hydrated || !outcome) return;
    const lines = takeGatewayLines();
    const store = useCartStore.getState();
    if (lines.length === 0 || store.addtocartlist.length > 0) return;
    for (const line of lines) store.add(line);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from storage
    setRestored(true);
  }, [hydrated, outcome]);
  return restored;
}
