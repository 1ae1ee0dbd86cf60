import type { Order } from '@/lib/orders/types';

/** A delivery address as a courier's label would read it. */
export function PostalAddress({ address }: { address: Order['address'] }) {
  return (
    <address className="not-italic">
      {address.line}
      <br />
      {address.area}, {address.district}
      <br />
      {address.division} Division
    </address>
  );
}
