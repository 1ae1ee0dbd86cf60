import Link from 'next/link';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import { customerPath, type CustomerSummary } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { formatDay, localPhone } from './customer-words';
import { PhoneProof } from './phone-proof';
import { EmailText } from '../email-text';

/** The customers' columns: who, how to reach them, and what they have bought. */
export const customerColumns: DataColumn<CustomerSummary>[] = [
  {
    id: 'customer',
    header: 'Customer',
    card: 'title',
    cell: (item) => (
      <>
        <Link href={customerPath(item.key)} className={rowLinkClass}>
          {item.name || 'No name given'}
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
    header: 'Phone',
    cell: (item) => (
      <span className="whitespace-nowrap">
        <span className="text-ink tabular-nums">{localPhone(item.phone)}</span>{' '}
        <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
      </span>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    from: 'lg',
    card: 'none',
    cell: (item) => (
      <span className="text-ink-soft">{item.email ? <EmailText email={item.email} /> : '—'}</span>
    ),
  },
  {
    id: 'orders',
    header: 'Orders',
    align: 'end',
    cell: (item) => <span className="text-ink tabular-nums">{item.orders}</span>,
  },
  {
    id: 'last-order',
    header: 'Last order',
    cell: (item) => (
      <span className="text-ink-soft whitespace-nowrap">{formatDay(item.lastOrderAt)}</span>
    ),
  },
  {
    id: 'spent',
    header: 'Spent',
    align: 'end',
    cell: (item) => (
      <span className="text-ink whitespace-nowrap tabular-nums">{formatBDT(item.spent)}</span>
    ),
  },
];
