import { CartLink } from '@/components/layout/cart-link';
import { CompactOnScroll } from '@/components/layout/compact-on-scroll';
import { HomeMark } from './home-mark';
import { AccountLinks } from '@/components/navigation/account-links';
import { HeaderLinks, headerLinkClass } from '@/components/navigation/header-links';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import type { MenuCategory } from '@/lib/catalogue';
import { LanguageSwitcher } from '@/components/navigation/language-switcher';
import { SearchDialog } from '@/components/search/search-dialog';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import { useTranslations } from 'next-intl';
import { topNavigation } from '@/lib/config';
import { navLabelKey } from '@/lib/catalogue';

/** A header control's target: 44 px, like the search and cart buttons beside it. */
const switcherClass =
  'text-[13px] text-ink-soft transition-colors hover:text-primary-700 whitespace-nowrap hidden min-h-11 min-w-11 items-center justify-center px-1 lg:inline-flex';

/**
 * The header stays within reach: it sticks with its top padding slid above the screen
 * (-top-4, lg:-top-6), and once stuck its row moves down by half that and the wordmark
 * shrinks, so it reads as a compact bar. Its height in the page never changes.
 */
export function SiteHeader({ families }: { families: MenuCategory[] }) {
  const t = useTranslations('shell');
  const navigation = topNavigation.map((item) => {
    const key = navLabelKey(item.href);
    return { href: item.href, label: key ? t(`nav.${key}`) : item.label };
  });
  return (
    <CompactOnScroll className="group/header sticky -top-4 z-40 lg:-top-6">
      <header
        data-testid="site-header"
        className="bg-white transition-shadow duration-200 group-data-[compact]/header:shadow-[0_1px_0_rgb(0_0_0/0.08),0_6px_16px_-12px_rgb(0_0_0/0.25)]"
      >
        <div className="mx-auto grid h-[4.5rem] max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 transition-transform duration-200 group-data-[compact]/header:translate-y-2 motion-reduce:transition-none sm:h-[4.75rem] sm:gap-4 sm:px-6 lg:h-[5.75rem] lg:px-10 lg:group-data-[compact]/header:translate-y-3">
          <div className="flex items-center gap-1 lg:gap-2">
            <MobileMenu families={families} />
            {/* On a phone the heart balances search and bag on the other side of the mark. */}
            <WishlistLink className="inline-flex lg:hidden" />
            <nav aria-label={t('header.mainNavigation')} className="hidden lg:block">
              <HeaderLinks
                items={navigation}
                className="flex gap-6 xl:gap-8"
                itemClassName={headerLinkClass}
              />
            </nav>
          </div>

          <HomeMark markClassName="h-9 w-40 transition-transform duration-200 group-data-[compact]/header:scale-[0.8] motion-reduce:transition-none sm:h-11 sm:w-60" />

          <div className="flex items-center justify-end gap-1 sm:gap-3">
            <AccountLinks className="mr-2 hidden gap-5 lg:flex" itemClassName={headerLinkClass} />
            <LanguageSwitcher className={switcherClass} />
            <SearchDialog />
            <WishlistLink className="hidden lg:inline-flex" />
            <CartLink />
          </div>
        </div>
      </header>
    </CompactOnScroll>
  );
}
