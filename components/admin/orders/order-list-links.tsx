import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { adminRoutes } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const look =
  'text-ink-soft hover:text-ink -mb-px flex min-h-11 shrink-0 items-center border-b-2 border-transparent text-xs tracking-[0.2em] whitespace-nowrap uppercase aria-[current=page]:text-ink aria-[current=page]:border-primary';

/** The order desk's two lists: every order, and the checkouts left without one. */
export async function OrderListLinks({ current }: { current: 'orders' | 'unfinished' }) {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.orders.unfinished' });
  const links = [
    { key: 'orders', href: adminRoutes.orders.list(), label: t('allOrders') },
    { key: 'unfinished', href: adminRoutes.orders.unfinished(), label: t('title') },
  ] as const;
  return (
    <nav aria-label={t('tabsLabel')} className="mb-6 flex gap-8 border-b border-stone-200">
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.href}
          aria-current={link.key === current ? 'page' : undefined}
          className={look}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
