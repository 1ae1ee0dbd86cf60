'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import type { DeliveryRates } from '@/lib/content/client';
import type { CartItem } from '@/stores/cart-reducers';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { CartEmpty } from './cart-empty';
import { cartHeadingId } from './cart-heading';
import { CartLine } from './cart-line';
import { CartNotices } from './cart-notices';
import { CartSummary } from './cart-summary';
import { useLineLabel } from './line-label';
import { UnavailableLines } from './unavailable-lines';
import { useCartCheck } from './use-cart-check';
import { CartDateFor, type DateForProps } from '@/components/delivery-date/cart-date-for';
import { measuredLines } from '@/components/measurement/cart-items';
import { useTrackOnce } from '@/components/measurement/use-track-once';

/**
 * The cart page's content: the lines and the summary, or the empty state. Until the stored
 * cart is read it is a placeholder of the same height, never an empty cart that is not.
 */
export function CartView({ rates, dateFor }: { rates: DeliveryRates; dateFor: DateForProps }) {
  const t = useTranslations('cart');
  const labelOf = useLineLabel();
  const hydrated = useCartHydrated();
  const lines = useCartStore((state) => state.addtocartlist);
  const count = useCartStore((state) => state.numberCart);
  const subtotal = useCartStore((state) => state.totalAmount);
  const { changes, gone, checking, failed } = useCartCheck();
  const [removed, setRemoved] = useState<string | null>(null);
  useTrackOnce(
    () => ({ name: 'view_cart', items: measuredLines(lines) }),
    hydrated && lines.length > 0,
  );

  if (!hydrated) {
    return (
      <div className="min-h-[30rem]" aria-busy="true" data-testid="cart-placeholder">
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  const onRemoved = (line: CartItem) => {
    setRemoved(t('removed', { item: labelOf(line) }));
    document.getElementById(cartHeadingId)?.focus();
  };

  return (
    <div className="min-h-[30rem]">
      <p role="status" className="sr-only">
        {removed}
      </p>
      {lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              {t('linesHeading')}
            </h2>
            <CartNotices notices={changes} checking={checking} failed={failed} />
            <ul className="border-t border-stone-200">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} onRemoved={onRemoved} />
              ))}
            </ul>
            <CartDateFor lines={lines} zone={null} dateFor={dateFor} />
          </section>
          <CartSummary subtotal={subtotal} count={count} rates={rates} />
        </div>
      )}
      <UnavailableLines notices={gone} />
    </div>
  );
}
