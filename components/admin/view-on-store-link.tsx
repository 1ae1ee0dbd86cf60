import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';

/** Opens the shopper's page of what the staff page edits, in a new tab. */
export function ViewOnStoreLink({ href }: { href: string }) {
  return (
    <Link href={href} className={textButtonClass} target="_blank">
      View on the store<span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
