'use client';

import { useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { usePagePath } from '@/components/navigation/localised-navigation';
import { accountRoutes } from '@/lib/identity/client';

const links = [
  { key: 'profile', href: accountRoutes.profile },
  { key: 'orders', href: accountRoutes.orders },
  { key: 'wishlist', href: accountRoutes.wishlist },
] as const;

/** The account's own pages; the current one is marked for eyes and screen readers alike. */
export function AccountNav() {
  const t = useTranslations('account.nav');
  // Without the language's prefix, as the links are written.
  const pathname = usePagePath();
  return (
    <nav aria-label={t('label')} className="border-b border-stone-200">
      <ul className="mx-auto flex max-w-5xl gap-8 px-6">
        {links.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <LocalisedLink
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 py-4 text-xs tracking-[0.22em] uppercase transition-colors ${
                  current
                    ? 'border-primary text-ink'
                    : 'text-ink-soft hover:text-primary-800 border-transparent'
                }`}
              >
                {t(link.key)}
              </LocalisedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
