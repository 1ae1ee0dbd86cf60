'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

type NavLink = { href: string; label: string };

const isCurrent = (pathname: string, href: string) =>
  href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** The staff menu: a column on a desktop, a row that scrolls sideways on a phone. */
export function AdminNav({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Staff menu" className="overflow-x-auto lg:overflow-visible">
      <ul className="flex gap-1 px-4 lg:flex-col lg:px-0">
        {links.map((link) => {
          const current = isCurrent(pathname, link.href);
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`block border-b-2 px-3 py-3 text-sm whitespace-nowrap transition-colors lg:border-b-0 lg:border-l-2 lg:py-2.5 ${
                  current
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
