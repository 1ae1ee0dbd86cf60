import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** Opens the shopper's page of what the staff page edits, in a new tab. */
export function ViewOnStoreLink({ href }: { href: string }) {
  return (
    <Link href={href} className={buttonClass({ variant: 'quiet' })} target="_blank">
      View on the store<span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
