'use client';

import { useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { ButtonLink } from '@/components/ui/button';
import { cartItemsFor, type ServerLine } from '@/stores/account-sync';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';

/**
 * Puts a reminder's bag back in this browser's cart (the same pieces, sizes, quantities and
 * measurements; pieces no longer on sale drop out, as the cart's check does) and opens the
 * cart. Waits for the stored cart first, so the restored lines join it rather than vanish.
 */
export function RestoreBag({ lines }: { lines: ServerLine[] }) {
  const t = useTranslations('cart.bag');
  const hydrated = useCartHydrated();
  const restore = useCartStore((state) => state.restore);
  const router = useLocalisedRouter();
  const [gone, setGone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    void cartItemsFor(lines).then((items) => {
      if (items.length === 0) return setGone(true);
      restore(items);
      router.replace('/shop/cart');
    });
  }, [hydrated, lines, restore, router]);

  if (gone) {
    return (
      <div className="space-y-6">
        <p className="text-ink-soft text-sm leading-7">{t('gone')}</p>
        <ButtonLink href="/shop" variant="quiet">
          {t('shop')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <p role="status" className="text-ink-soft text-sm leading-7">
      {t('restoring')}
    </p>
  );
}
