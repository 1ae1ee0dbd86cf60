import Link from 'next/link';
import { primaryButtonClass, textButtonClass } from '@/components/account/form-styles';

type Props = { filtered: boolean; pastTheEnd: string | null };

/** Nothing to list: say why, and offer the way on. */
export function EmptyProducts({ filtered, pastTheEnd }: Props) {
  const [title, text] = pastTheEnd
    ? ['This page is past the end of the list', 'The list has fewer pages than that.']
    : filtered
      ? ['No product matches', 'Try other words or fewer filters, or add the product.']
      : ['No products yet', 'Add the first one: it stays a draft until you publish it.'];
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h2 className="text-ink text-xl font-light sm:text-2xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-3 max-w-md text-sm">{text}</p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <Link href="/admin/products/new" className={primaryButtonClass}>
          New product
        </Link>
        {pastTheEnd && (
          <Link href={pastTheEnd} className={textButtonClass}>
            Back to the first page
          </Link>
        )}
        {filtered && !pastTheEnd && (
          <Link href="/admin/products" className={textButtonClass}>
            Clear search and filters
          </Link>
        )}
      </div>
    </div>
  );
}
