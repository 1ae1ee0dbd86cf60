'use client';

import { useTranslations } from '#intl';
import { useId } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { useSavedNotice } from '@/stores/saved-notice';
import { useWishlist } from './use-wishlist';

type WishlistButtonProps = {
  productId: number;
  productName: string;
  /** 'overlay' sits on a card's photo; 'boxed' stands on white (beside a price or a line). */
  look?: 'overlay' | 'boxed';
  className?: string;
};

const looks = {
  overlay: 'h-9 w-9 rounded-full bg-white/90 shadow-sm hover:bg-white',
  boxed: 'h-11 w-11 rounded-full border border-stone-300 hover:border-ink',
};

/**
 * The heart: toggles at once. Until the stored wishlist is read it is an empty box of the
 * same size (docs/decisions.md 7), never a heart in the wrong state.
 */
export function WishlistButton({
  productId,
  productName,
  look = 'overlay',
  className = '',
}: WishlistButtonProps) {
  const t = useTranslations('wishlist');
  const { ready, has, toggle } = useWishlist();
  const announce = useSavedNotice((state) => state.announce);
  const dismiss = useSavedNotice((state) => state.dismiss);
  const nameId = useId();
  const box = `${looks[look]} ${className} inline-flex shrink-0 items-center justify-center`;
  if (!ready) return <span aria-hidden="true" data-testid="wishlist-placeholder" className={box} />;
  const on = has(productId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t('remove') : t('add')}
      aria-describedby={nameId}
      onClick={async () => {
        if (on) return void toggle(productId);
        announce(productName);
        // The account refused it: the heart is empty again, and the notice goes with it.
        if (!(await toggle(productId))) dismiss();
      }}
      className={`${box} text-ink hover:text-primary-700 transition-colors`}
    >
      <HeartIcon
        width={look === 'boxed' ? 20 : 18}
        height={look === 'boxed' ? 20 : 18}
        fill={on ? 'currentColor' : 'none'}
        className={on ? 'text-primary-700' : undefined}
      />
      <span id={nameId} hidden>
        {productName}
      </span>
    </button>
  );
}
