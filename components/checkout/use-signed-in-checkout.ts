'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from '#intl';
import { apiRequest } from '@/lib/http/api-client';
import type { CheckoutStartBody } from './checkout-body';

/**
 * A signed-in shopper's bag has reached checkout: told to the server when she arrives and
 * again when she ticks or clears "Remind me about my bag" (POST /api/v1/cart/checkout), so
 * the desk can call her if no order follows. A refusal (no phone yet) changes nothing here.
 */
export function useSignedInCheckout(
  signedIn: boolean,
  typedPhone: () => string,
  started: () => CheckoutStartBody,
) {
  const locale = useLocale();
  const told = useRef(false);

  const tell = () => {
    if (!signedIn) return;
    const body = { ...started(), phone: typedPhone(), locale };
    if (body.items.length === 0) return;
    void apiRequest('POST', '/api/v1/cart/checkout', body).catch(() => undefined);
  };

  useEffect(() => {
    if (told.current) return;
    told.current = true;
    tell();
    // Once per visit of the page: later steps come from the reminder box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { remindChanged: tell };
}
