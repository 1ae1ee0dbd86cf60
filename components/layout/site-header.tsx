import Link from 'next/link';
import { CartLink } from '@/components/layout/cart-link';
import { Wordmark } from '@/components/layout/wordmark';
import { signedOutLinks } from '@/components/navigation/auth-links';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import type { MenuCategory } from '@/components/navigation/menu-types';
import { SearchDialog } from '@/components/search/search-dialog';
import { store, topNavigation } from '@/lib/config';

const navClass =
  'text-[12px] tracking-[0.22em] text-ink-soft transition-colors hover:text-primary-700 whitespace-nowrap';

export function SiteHeader({ families }: { families: MenuCategory[] }) {
  const authLinks = signedOutLinks;
  return (
    <header className="bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 py-4 sm:px-6 lg:px-10 lg:py-6">
        <div className="flex items-center gap-2">
          <MobileMenu families={families} authLinks={authLinks} />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex gap-6 xl:gap-8">
              {topNavigation.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={navClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <Link href="/" aria-label={`${store.name}, home`} className="text-ink block">
          <Wordmark className="h-9 w-44 sm:h-11 sm:w-60" />
        </Link>

        <div className="flex items-center justify-end gap-1 sm:gap-3">
          <ul className="mr-2 hidden gap-5 lg:flex">
            {authLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={navClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SearchDialog />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
