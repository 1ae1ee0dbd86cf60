import Link from 'next/link';
import { primaryButtonClass, textButtonClass } from '@/components/account/form-styles';

type Props = { searched: boolean; pastTheEnd: boolean };

/** Nothing to list: say why, and offer the way on. */
export function EmptyCustomers({ searched, pastTheEnd }: Props) {
  const [title, text] = pastTheEnd
    ? ['This page is past the end of the list', 'The list has fewer pages than that.']
    : searched
      ? [
          'Nobody matches',
          'Try the phone in another form, part of the e-mail, or one word of the name.',
        ]
      : ['No customers yet', 'Shoppers appear here once they sign up or place an order.'];
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h2 className="text-ink text-xl font-light sm:text-2xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-3 max-w-md text-sm">{text}</p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <Link href="/admin/orders/new" className={primaryButtonClass}>
          Take an order
        </Link>
        {(searched || pastTheEnd) && (
          <Link href="/admin/customers" className={textButtonClass}>
            Back to every customer
          </Link>
        )}
      </div>
    </div>
  );
}
