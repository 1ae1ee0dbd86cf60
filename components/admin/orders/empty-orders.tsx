import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';
import { deskListPath } from './desk-query';

type Props = { filtered: boolean; pastTheEnd: string | null };

/** Nothing to list: say why, and offer the way on. */
export function EmptyOrders({ filtered, pastTheEnd }: Props) {
  const [title, text] = pastTheEnd
    ? ['This page is past the end of the list', 'The list has fewer pages than that.']
    : filtered
      ? [
          'No order matches',
          'Try part of the number, the phone as the shopper gave it, or fewer filters.',
        ]
      : ['No orders yet', 'Orders placed on the website or taken by staff appear here.'];
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h2 className="text-ink text-xl font-light sm:text-2xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-3 max-w-md text-sm">{text}</p>
      {(pastTheEnd || filtered) && (
        <Link href={pastTheEnd ?? deskListPath} className={`${textButtonClass} mt-8 inline-block`}>
          {pastTheEnd ? 'Back to the first page' : 'Clear search and filters'}
        </Link>
      )}
    </div>
  );
}
