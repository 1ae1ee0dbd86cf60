'use client';

import { lazy, Suspense } from 'react';

/** What was just put in the bag; a new object each time, so adding again opens it again. */
export type MiniCartAdded = { id: number; quantity: number };

// The drawer's code loads with the first Add to cart, not with every product page.
const MiniCart = lazy(() => import('./mini-cart'));

/** The mini-cart drawer, from the first addition on (see ./mini-cart.tsx). */
export function MiniCartOnDemand({ added }: { added: MiniCartAdded | null }) {
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart added={added} />
    </Suspense>
  );
}
