import { ButtonLink } from '@/components/ui/button';
import { adminRoutes } from '@/lib/identity/client';

export default function ProductNotFound() {
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h1 className="text-ink text-2xl font-light">There is no such product</h1>
      <p className="text-ink-soft mt-3 text-sm">
        It may have been removed, or the address is wrong.
      </p>
      <ButtonLink href={adminRoutes.products.list()} className="mt-8">
        All products
      </ButtonLink>
    </div>
  );
}
