import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';

type Props = { href: string; label: string };

/** The way back to the list, above the page of one of its entries. */
export function BackToList({ href, label }: Props) {
  return (
    <p className="mb-4">
      <Link href={href} className={textButtonClass}>
        {`← ${label}`}
      </Link>
    </p>
  );
}
