'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from '#intl';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fetchByIds } from '@/lib/catalogue/client';
import { applyCartCheck, isGone, type CartNotice, type ChangeNotice } from '@/stores/cart-check';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';

const noticeKey = (notice: CartNotice) => `${notice.kind}:${notice.line.id}`;

/** Newer notices replace older ones about the same line and change. */
function merged(current: CartNotice[], found: CartNotice[]): CartNotice[] {
  const keys = new Set(found.map(noticeKey));
  return [...current.filter((notice) => !keys.has(noticeKey(notice))), ...found];
}

/**
 * Checks the cart's prices and stock against the server when the cart page opens (and
 * when the shopper comes back to it): changes are applied to the stored cart at once,
 * and the notices about them gather for as long as the page is open.
 */
export function useCartCheck() {
  const hydrated = useCartHydrated();
  const locale = useLocale();
  const ids = useCartStore(
    useShallow((state) => state.addtocartlist.map((line) => line.id).sort((a, b) => a - b)),
  );
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const query = useQuery({
    queryKey: ['cart-check', locale, ids],
    enabled: hydrated && ids.length > 0,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      // Names come in the page's language, so the silent refresh keeps them in it.
      const answer = await fetchByIds('variants', ids, signal, locale);
      const found = applyCartCheck(ids, answer, locale);
      if (found.length > 0) setNotices((current) => merged(current, found));
      return answer;
    },
  });
  // Notices speak of lines as the check found them: a change only while the line is in
  // the cart, a line taken out only while it has not been added again.
  const inCart = new Set(ids);
  const changes = notices.filter(
    (notice): notice is ChangeNotice => !isGone(notice) && inCart.has(notice.line.id),
  );
  const gone = notices.filter(isGone).filter((notice) => !inCart.has(notice.line.id));
  return { changes, gone, checking: query.isFetching, failed: query.isError };
}
