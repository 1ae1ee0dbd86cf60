'use client';

import { useLocale } from '#intl';
import { useRef, useState } from 'react';
import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { apiRequest } from '@/lib/http/api-client';
import type { Order } from '@/lib/ordering';
import { visitLanding } from '@/lib/ordering/client';
import { useCartStore } from '@/stores/cart-store';
import { newAttemptKey } from './attempt-key';
import type { OrderBody } from './checkout-body';
import { rememberGatewayLines } from './gateway-return';
import { measuredLines } from '@/components/measurement/cart-items';
import { track } from '@/components/measurement/track';

type Placed = { order: Order; payment_url?: string };

/**
 * Placing the order: one Idempotency-Key for this checkout, so a double click or a retry
 * answers the same order, which carries where the visit came from. The cart is cleared only
 * once the server has the order; then the shopper goes to the confirmation, or to the gateway
 * to pay.
 */
export function usePlaceOrder() {
  const router = useLocalisedRouter();
  const locale = useLocale();
  const [attemptKey] = useState(newAttemptKey);
  const [placed, setPlaced] = useState(false);
  const inFlight = useRef(false);

  /** Sends the order; failures are thrown for the form to show. */
  const place = async (body: OrderBody): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    const items = measuredLines(useCartStore.getState().addtocartlist);
    track({ name: 'add_shipping_info', items, shipping: body.delivery });
    track({ name: 'add_payment_info', items, payment: body.payment });
    try {
      const answer = await apiRequest<Placed>(
        'POST',
        '/api/v1/orders',
        { ...body, locale, attribution: visitLanding() },
        {
          'Idempotency-Key': attemptKey,
        },
      );
      setPlaced(true);
      const store = useCartStore.getState();
      if (answer.payment_url) {
        rememberGatewayLines(store.addtocartlist);
        store.clear();
        window.location.assign(answer.payment_url);
      } else {
        // The order number is the event id of the server's own Purchase: Meta counts one.
        track({
          name: 'purchase',
          items,
          orderNumber: answer.order.number,
          total: answer.order.total,
          shipping: answer.order.delivery_charge,
        });
        store.clear();
        router.push(`/checkout/confirmation/${encodeURIComponent(answer.order.number)}`);
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { place, placed };
}
