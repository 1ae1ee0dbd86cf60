'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/** What was just put in the bag; a new object each time, so adding again opens it again. */
export type MiniCartAdded = { id: number; quantity: number };

// The drawer's code loads with the first Add to cart, not with every product page.
const MiniCart = lazy(() => import('./mini-cart'));

/**
 * The mini-cart drawer, from the first addition on (see ./mini-cart.tsx). Escape pressed
 * while its code is still on the way means the shopper does not want it: that addition
 * does not open it late.
 */
export function MiniCartOnDemand({ added }: { added: MiniCartAdded | null }) {
  const [escapedFor, setEscapedFor] = useState<MiniCartAdded | null>(null);
  useEffect(() => {
    if (!added) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setEscapedFor(added);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [added]);
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart added={added} dismissed={escapedFor === added} />
    </Suspense>
  );
}
