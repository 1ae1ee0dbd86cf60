'use client';

import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { BagIcon } from '@/components/ui/icons';
import { localeDigits } from '@/lib/i18n/digits';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';

/** The cart icon and its count. Until the stored cart is read, the badge is an empty placeholder of the same size. */
export function CartLink() {
  const count = useCartStore((state) => state.numberCart);
  const hydrated = useCartHydrated();
  const t = useTranslations('shell.cart');
  const locale = useLocale();
  const shown = localeDigits(String(count), locale);
  const label = hydrated ? t('withCount', { count, n: shown }) : t('label');
  return (
    <LocalisedLink
      href="/shop/cart"
      aria-label={label}
      className="text-ink hover:text-primary-700 relative inline-flex h-10 w-10 items-center justify-center transition-colors"
    >
      <BagIcon width={22} height={22} />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="bg-ink absolute top-0.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[10px] leading-none font-medium text-white tabular-nums"
      >
        {hydrated ? shown : ''}
      </span>
    </LocalisedLink>
  );
}
