import { useTranslations } from 'next-intl';
import type { CustomerAddress } from '@/lib/customers/admin';
import { formatDay } from './customer-words';

/** Where the customer's orders went, the latest first, and the account's saved addresses. */
export function CustomerAddresses({ addresses }: { addresses: CustomerAddress[] }) {
  const t = useTranslations('admin.customers.addresses');
  if (addresses.length === 0) return <p className="text-ink-soft text-sm">{t('none')}</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {addresses.map((address) => (
        <li
          key={`${address.division}|${address.district}|${address.area}|${address.line}`}
          className="py-3 text-sm first:pt-0"
        >
          <p className="text-ink">
            {address.line}, {address.area}
          </p>
          <p className="text-ink-soft">
            {address.district}, {address.division}
          </p>
          <p className="text-ink-muted mt-1 text-xs">
            {address.lastUsedAt
              ? t('lastOrdered', { day: formatDay(address.lastUsedAt) })
              : t('notYet')}
            {address.saved && t('saved')}
          </p>
        </li>
      ))}
    </ul>
  );
}
