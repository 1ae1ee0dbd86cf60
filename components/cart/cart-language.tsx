'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fetchByIds } from '@/lib/catalog/fetch-by-ids';
import { clientLimits } from '@/lib/config';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { lineLanguage, useLineNames } from './line-names';

/**
 * Looks up, once per page language, the names of the cart's lines stored in the other
 * language, so the header's drawer, the cart and checkout name every piece in the page's
 * language. Lines in the page's language (every line on an English page of a shopper who
 * never read Bangla) ask nothing.
 */
export function CartLanguage() {
  const locale = useLocale();
  const hydrated = useCartHydrated();
  const known = useLineNames((state) => state.names[locale]);
  const missing = useCartStore(
    useShallow((state) =>
      state.addtocartlist
        .filter((line) => lineLanguage(line) !== locale && !Object.hasOwn(known, line.id))
        .map((line) => line.id)
        .slice(0, clientLimits.lookupIds),
    ),
  );
  const key = missing.join(',');
  useEffect(() => {
    if (!hydrated || key === '') return;
    const controller = new AbortController();
    const ids = key.split(',').map(Number);
    fetchByIds('variants', ids, controller.signal, locale)
      .then((found) => useLineNames.getState().learn(locale, found))
      // The stored name stays shown; the next page tries again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, key, locale]);
  return null;
}
