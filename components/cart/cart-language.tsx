'use client';

import { useLocale } from '#intl';
import { lazy, Suspense } from 'react';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { lineLanguage } from './line-names';

// The lookup's code loads only for a cart with a line stored in another language.
const LineNameLookup = lazy(() => import('./line-name-lookup'));

/**
 * Names every cart line in the page's language: lines in the page's language (every line
 * on an English page of a shopper who never read Bangla) ask nothing and load nothing.
 */
export function CartLanguage() {
  const locale = useLocale();
  const hydrated = useCartHydrated();
  const otherLanguage = useCartStore((state) =>
    state.addtocartlist.some((line) => lineLanguage(line) !== locale),
  );
  if (!hydrated || !otherLanguage) return null;
  return (
    <Suspense fallback={null}>
      <LineNameLookup />
    </Suspense>
  );
}
