import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { customerPath, newOrderPath, type CustomerPage } from '@/lib/customers/admin';
import { counted, formatDay, localPhone } from '../customers/customer-words';
import { PhoneProof } from '../customers/phone-proof';

/** Accounts and past guest orders matching the search, each one picked with a link. */
export function CustomerResults({ found, search }: { found: CustomerPage; search: string }) {
  const t = useTranslations('admin.phoneOrder.results');
  const customers = useTranslations('admin.customers');
  if (found.items.length === 0) {
    return (
      <p role="status" className="text-ink-soft text-sm">
        {t('none', { search })}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-ink-soft mb-2 text-sm">
        {t('matching', { ...counted(found.total), search })}
      </p>
      <ul className="divide-y divide-stone-200 border-y border-stone-200" aria-label={t('label')}>
        {found.items.map((item) => {
          const path = customerPath(item.key);
          return (
            <li
              key={path}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0">
                <p className="text-ink">
                  {item.name || customers('noName')}{' '}
                  <span className="text-ink-muted text-xs">
                    {item.key.kind === 'guest' ? t('guestOrders') : t('account')}
                  </span>
                </p>
                <p className="text-ink-soft text-sm">
                  <span className="tabular-nums">{localPhone(item.phone)}</span>{' '}
                  <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
                  {item.email && <span className="break-all"> · {item.email}</span>}
                </p>
                <p className="text-ink-muted text-xs">
                  {t('orders', counted(item.orders))}
                  {item.lastOrderAt && t('last', { day: formatDay(item.lastOrderAt) })}
                </p>
              </div>
              <Link
                href={newOrderPath(item.key)}
                className="text-ink inline-flex min-h-11 items-center text-sm underline underline-offset-4"
              >
                {t.rich('use', {
                  name: item.name || localPhone(item.phone),
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
