import Link from 'next/link';
import { customerPath, newOrderPath, type CustomerPage } from '@/lib/customers/admin';
import { formatDay, localPhone, ordersText } from '../customers/customer-words';
import { PhoneProof } from '../customers/phone-proof';

/** Accounts and past guest orders matching the search, each one picked with a link. */
export function CustomerResults({ found, search }: { found: CustomerPage; search: string }) {
  if (found.items.length === 0) {
    return (
      <p role="status" className="text-ink-soft text-sm">
        Nobody matches “{search}”: type the new customer’s details below.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-ink-soft mb-2 text-sm">
        {found.total} {found.total === 1 ? 'customer matches' : 'customers match'} “{search}”.
      </p>
      <ul
        className="divide-y divide-stone-200 border-y border-stone-200"
        aria-label="Customers found"
      >
        {found.items.map((item) => {
          const path = customerPath(item.key);
          return (
            <li
              key={path}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0">
                <p className="text-ink">
                  {item.name || 'No name given'}{' '}
                  <span className="text-ink-muted text-xs">
                    {item.key.kind === 'guest' ? 'guest orders' : 'account'}
                  </span>
                </p>
                <p className="text-ink-soft text-sm">
                  <span className="tabular-nums">{localPhone(item.phone)}</span>{' '}
                  <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
                  {item.email && <span className="break-all"> · {item.email}</span>}
                </p>
                <p className="text-ink-muted text-xs">
                  {ordersText(item.orders)}
                  {item.lastOrderAt && ` · last ${formatDay(item.lastOrderAt)}`}
                </p>
              </div>
              <Link
                href={newOrderPath(item.key)}
                className="text-ink inline-flex min-h-11 items-center text-sm underline underline-offset-4"
              >
                Use<span className="sr-only"> {item.name || localPhone(item.phone)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
