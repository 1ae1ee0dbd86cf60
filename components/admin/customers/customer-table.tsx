import Link from 'next/link';
import { customerPath, type CustomerSummary } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { formatDay, localPhone } from './customer-words';
import { PhoneProof } from './phone-proof';
import { EmailText } from '../email-text';

const head = 'px-3 py-3 text-left text-xs font-normal tracking-[0.15em] text-ink-soft uppercase';
const cell = 'px-3 py-3 align-middle';

/** The list on wide screens: one row per customer, the name linking to their page. */
export function CustomerTable({ items, caption }: { items: CustomerSummary[]; caption: string }) {
  return (
    <div className="hidden border border-stone-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={head}>
              Customer
            </th>
            <th scope="col" className={head}>
              Phone
            </th>
            <th scope="col" className={`${head} hidden lg:table-cell`}>
              E-mail
            </th>
            <th scope="col" className={`${head} text-right`}>
              Orders
            </th>
            <th scope="col" className={head}>
              Last order
            </th>
            <th scope="col" className={`${head} text-right`}>
              Spent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {items.map((item) => (
            <tr key={customerPath(item.key)} className="hover:bg-stone-50">
              <td className={cell}>
                <Link
                  href={customerPath(item.key)}
                  className="text-ink hover:text-primary-800 font-medium underline-offset-4 hover:underline"
                >
                  {item.name || 'No name given'}
                </Link>
                <p className="text-ink-muted mt-0.5 text-xs lg:hidden">
                  {item.email && <EmailText email={item.email} />}
                </p>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="text-ink tabular-nums">{localPhone(item.phone)}</span>{' '}
                <PhoneProof proven={item.phoneProven} guest={item.key.kind === 'guest'} />
              </td>
              <td className={`${cell} text-ink-soft hidden lg:table-cell`}>
                {item.email ? <EmailText email={item.email} /> : '—'}
              </td>
              <td className={`${cell} text-ink text-right tabular-nums`}>{item.orders}</td>
              <td className={`${cell} text-ink-soft whitespace-nowrap`}>
                {formatDay(item.lastOrderAt)}
              </td>
              <td className={`${cell} text-ink text-right whitespace-nowrap tabular-nums`}>
                {formatBDT(item.spent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
