import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

type Props = { href: string; label: string };

/** The way back to the list, above the page of one of its entries. */
export function BackToList({ href, label }: Props) {
  return (
    <p className="mb-4">
      <Link href={href} className={buttonClass({ variant: 'quiet' })}>
        {`← ${label}`}
      </Link>
    </p>
  );
}
