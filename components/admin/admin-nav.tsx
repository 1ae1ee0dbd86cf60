'use client';

import Link from 'next/link';
import { useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { adminRoutes } from '@/lib/identity/client';

type NavLink = { href: string; label: string };

const isWithin = (pathname: string, href: string) =>
  href === adminRoutes.dashboard()
    ? pathname === href
    : pathname === href || pathname.startsWith(`${href}/`);

/**
 * The one link of the page: the most specific that holds it, so that /admin/orders/new
 * marks "New order" and not "Orders" as well.
 */
export const currentHref = (pathname: string, links: NavLink[]) =>
  links
    .filter((link) => isWithin(pathname, link.href))
    .reduce<string | null>(
      (best, link) => (best && best.length >= link.href.length ? best : link.href),
      null,
    );

/** The staff menu: a column on a desktop, a row that scrolls sideways on a phone. */
export function AdminNav({ links }: { links: NavLink[] }) {
  const t = useTranslations('admin.shell');
  const current = currentHref(usePathname(), links);
  return (
    <nav aria-label={t('menu')} className="overflow-x-auto lg:overflow-visible">
      <ul className="flex gap-1 px-4 lg:flex-col lg:px-0">
        {links.map((link) => {
          const here = link.href === current;
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={here ? 'page' : undefined}
                className={`block border-b-2 px-3 py-3 text-sm whitespace-nowrap transition-colors lg:border-b-0 lg:border-l-2 lg:py-2.5 ${
                  here
                    ? 'border-primary-600 text-ink font-medium'
                    : 'text-ink-soft hover:text-ink border-transparent'
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
