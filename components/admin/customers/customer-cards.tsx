import Link from 'next/link';
import { customerPath, type CustomerSummary } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { formatDay, localPhone, ordersText } from './customer-words';
import { PhoneProof } from './phone-proof';
import { EmailText } from '../email-text';

/** The list on a phone: a card per customer, the whole card a target for their page. */
export function CustomerCards({ items }: { items: CustomerSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((item) => (
        <li
          key={customerPath(item.key)}
          className="relative border border-stone-200 bg-white p-4 focus-within:border-stone-400"
        >
          <Link
            href={customerPath(item.key)}
            className="text-ink block font-medium after:absolute after:inset-0"
          >
            {item.name || 'No name given'}
          </Link>
          <p className="mt-1 text-sm">
            <span className="text-ink whitespace-nowrap tabular-nums">
              {localPhone(item.phone)}
            </span>{' '}
            <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
          </p>
          {item.email && (
            <p className="text-ink-soft mt-0.5 text-xs">
              <EmailText email={item.email} />
            </p>
          )}
          <p className="text-ink-muted mt-2 text-xs">
            {ordersText(item.orders)} · last {formatDay(item.lastOrderAt)} · spent{' '}
            <span className="text-ink tabular-nums">{formatBDT(item.spent)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
