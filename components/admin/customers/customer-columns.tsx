import Link from 'next/link';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import { customerPath, type CustomerSummary } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { formatDay, localPhone } from './customer-words';
import { PhoneProof } from './phone-proof';
import { EmailText } from '../email-text';

/** The words the columns take from `admin.customers` (messages/<locale>/admin.json). */
type Words = (
  key: `columns.${'customer' | 'phone' | 'email' | 'orders' | 'lastOrder' | 'spent'}` | 'noName',
) => string;

/** The customers' columns: who, how to reach them, and what they have bought. */
export const customerColumns = (t: Words): DataColumn<CustomerSummary>[] => [
  {
    id: 'customer',
    header: t('columns.customer'),
    card: 'title',
    cell: (item) => (
      <>
        <Link href={customerPath(item.key)} className={rowLinkClass}>
          {item.name || t('noName')}
        </Link>
        {item.email && (
          <p className="text-ink-muted mt-0.5 text-xs lg:hidden">
            <EmailText email={item.email} />
          </p>
        )}
      </>
    ),
  },
  {
    id: 'phone',
    header: t('columns.phone'),
    cell: (item) => (
      <span className="whitespace-nowrap">
        <span className="text-ink tabular-nums">{localPhone(item.phone)}</span>{' '}
        <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
      </span>
    ),
  },
  {
    id: 'email',
    header: t('columns.email'),
    from: 'lg',
    card: 'none',
    cell: (item) => (
      <span className="text-ink-soft">{item.email ? <EmailText email={item.email} /> : '—'}</span>
    ),
  },
  {
    id: 'orders',
    header: t('columns.orders'),
    align: 'end',
    cell: (item) => <span className="text-ink tabular-nums">{item.orders}</span>,
  },
  {
    id: 'last-order',
    header: t('columns.lastOrder'),
    cell: (item) => (
      <span className="text-ink-soft whitespace-nowrap">{formatDay(item.lastOrderAt)}</span>
    ),
  },
  {
    id: 'spent',
    header: t('columns.spent'),
    align: 'end',
    cell: (item) => (
      <span className="text-ink whitespace-nowrap tabular-nums">{formatBDT(item.spent)}</span>
    ),
  },
];
