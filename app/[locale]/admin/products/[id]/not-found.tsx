import Link from 'next/link';
import { primaryButtonClass } from '@/components/account/form-styles';
import { adminRoutes } from '@/lib/identity/client';

export default function ProductNotFound() {
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h1 className="text-ink text-2xl font-light">There is no such product</h1>
      <p className="text-ink-soft mt-3 text-sm">
        It may have been removed, or the address is wrong.
      </p>
      <Link href={adminRoutes.products.list()} className={`${primaryButtonClass} mt-8`}>
        All products
      </Link>
    </div>
  );
}
