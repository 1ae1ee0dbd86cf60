'use client';

import { useLocale } from '#intl';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fetchByIds } from '@/lib/catalogue/client';
import { useCartStore } from '@/stores/cart-store';
import { namesToLookUp, useLineNames } from './line-names';

/**
 * Looks up, once per page language, the names of the cart's lines stored in the other
 * language, so the header's drawer, the cart and checkout name every piece in the page's
 * language (CartLanguage renders it only when there are such lines).
 */
export default function LineNameLookup() {
  const locale = useLocale();
  const known = useLineNames((state) => state.names[locale]);
  const missing = useCartStore(
    useShallow((state) => namesToLookUp(state.addtocartlist, locale, known)),
  );
  const key = missing.join(',');
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const ids = key.split(',').map(Number);
    fetchByIds('variants', ids, controller.signal, locale)
      .then((found) => useLineNames.getState().learn(locale, found))
      // The stored name stays shown; the next page tries again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, locale]);
  return null;
}
