'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { accountRoutes } from '@/lib/account/constants';

const links = [
  { label: 'Profile', href: accountRoutes.profile },
  { label: 'Orders', href: accountRoutes.orders },
  { label: 'Wishlist', href: accountRoutes.wishlist },
];

/** The account's own pages; the current one is marked for eyes and screen readers alike. */
export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Account" className="border-b border-stone-200">
      <ul className="mx-auto flex max-w-5xl gap-8 px-6">
        {links.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 py-4 text-xs tracking-[0.22em] uppercase transition-colors ${
                  current
                    ? 'border-primary text-ink'
                    : 'text-ink-soft hover:text-primary-800 border-transparent'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
