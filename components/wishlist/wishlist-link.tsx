'use client';

import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { HeartIcon } from '@/components/ui/icons';
import { localeDigits } from '@/lib/i18n/digits';
import { wishlistPath } from '@/lib/catalogue/client';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';

type WishlistLinkProps = { className?: string; onNavigate?: () => void };

/**
 * The header's heart and how many pieces are saved, read from this browser's store (an
 * account's list is mirrored there), so every page stays the same for every shopper. Until
 * the store is read, the badge is an empty placeholder of the same size; an empty list has
 * none.
 */
export function WishlistLink({ className = '', onNavigate }: WishlistLinkProps) {
  const count = useCartStore((state) => state.wishlist.length);
  const hydrated = useCartHydrated();
  const t = useTranslations('shell.wishlist');
  const locale = useLocale();
  const shown = localeDigits(String(count), locale);
  return (
    <LocalisedLink
      href={wishlistPath}
      onClick={onNavigate}
      aria-label={hydrated ? t('withCount', { count, n: shown }) : t('label')}
      className={`text-ink hover:text-primary-700 relative h-10 w-10 items-center justify-center transition-colors ${className}`}
    >
      <HeartIcon width={22} height={22} />
      {(!hydrated || count > 0) && (
        <span
          aria-hidden="true"
          data-testid="wishlist-count"
          className={`bg-primary text-ink absolute top-0.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[10px] leading-none font-medium tabular-nums ${hydrated ? '' : 'invisible'}`}
        >
          {hydrated ? shown : ''}
        </span>
      )}
    </LocalisedLink>
  );
}
