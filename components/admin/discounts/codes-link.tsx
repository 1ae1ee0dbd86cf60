import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';

/** The way back to the list, above a code's page. */
export function CodesLink() {
  return (
    <p className="mb-4">
      <Link href="/admin/discounts" className={textButtonClass}>
        ← All discount codes
      </Link>
    </p>
  );
}
