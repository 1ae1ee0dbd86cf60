'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { fetchByIds } from '@/lib/catalogue/client';
import type { ProductWithVariants } from '@/lib/catalogue';
import { toCartItem } from '@/stores/cart-item';
import { useCartStore } from '@/stores/cart-store';
import { useWishlist } from './use-wishlist';
import { WishlistEmpty } from './wishlist-empty';
import { WishlistList } from './wishlist-list';

const Placeholder = ({ label }: { label: string }) => (
  <div className="min-h-[30rem]" aria-busy="true" data-testid="wishlist-placeholder">
    <span className="sr-only">{label}</span>
  </div>
);

/**
 * The wishlist, shown with today's prices and stock: a guest's kept in this browser, a
 * signed-in shopper's as the server holds it (ShopperSync keeps the two the same).
 */
export function WishlistView() {
  const t = useTranslations('wishlist');
  const locale = useLocale();
  const { ids, ready, set } = useWishlist();
  const add = useCartStore((state) => state.add);
  const [status, setStatus] = useState<React.ReactNode>(null);
  const query = useQuery({
    queryKey: ['wishlist-summaries', locale, ids],
    enabled: ready && ids.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchByIds('summaries', ids, signal, locale),
  });

  const moveToCart = (
    product: ProductWithVariants,
    variant: ProductWithVariants['variants'][number],
  ) => {
    add(toCartItem({ ...product, image: product.image[0]!.photo }, variant, 1, locale));
    void set(product.id, false);
    setStatus(
      <>
        {t('moved', { name: product.name })}{' '}
        <LocalisedLink href="/shop/cart" className="text-primary-800 underline underline-offset-4">
          {t('viewCart')}
        </LocalisedLink>
      </>,
    );
  };
  const remove = (product: ProductWithVariants) => {
    void set(product.id, false);
    setStatus(t('removed', { name: product.name }));
  };

  const placeholder = <Placeholder label={t('loading')} />;
  let content: React.ReactNode;
  if (!ready) content = placeholder;
  else if (ids.length === 0) content = <WishlistEmpty />;
  else if (query.isError) {
    content = <p className="text-ink-soft">{t('loadError')}</p>;
  } else if (!query.data) content = placeholder;
  else {
    // Shown from the list as it is now, while a new answer is on its way.
    const products = query.data.filter((product) => ids.includes(product.id));
    content = <WishlistList products={products} onMoveToCart={moveToCart} onRemove={remove} />;
  }
  return (
    <div className="min-h-[30rem]">
      <p role="status" className="text-ink mb-6 text-sm empty:mb-0">
        {status}
      </p>
      {content}
    </div>
  );
}
