import { CartLink } from '@/components/layout/cart-link';
import { Wordmark } from '@/components/layout/wordmark';
import { AccountLinks } from '@/components/navigation/account-links';
import { HeaderLinks, headerLinkClass } from '@/components/navigation/header-links';
import { IntentLink } from '@/components/navigation/intent-link';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import type { MenuCategory } from '@/components/navigation/menu-types';
import { SearchDialog } from '@/components/search/search-dialog';
import { store, topNavigation } from '@/lib/config';

export function SiteHeader({ families }: { families: MenuCategory[] }) {
  return (
    <header className="bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 py-4 sm:px-6 lg:px-10 lg:py-6">
        <div className="flex items-center gap-2">
          <MobileMenu families={families} />
          <nav aria-label="Main" className="hidden lg:block">
            <HeaderLinks
              items={topNavigation}
              className="flex gap-6 xl:gap-8"
              itemClassName={headerLinkClass}
            />
          </nav>
        </div>

        <IntentLink href="/" aria-label={`${store.name}, home`} className="text-ink block">
          <Wordmark className="h-9 w-44 sm:h-11 sm:w-60" />
        </IntentLink>

        <div className="flex items-center justify-end gap-1 sm:gap-3">
          <AccountLinks className="mr-2 hidden gap-5 lg:flex" itemClassName={headerLinkClass} />
          <SearchDialog />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
