import type { Order } from '@/lib/ordering';

/** A delivery address as a courier's label would read it. */
export function PostalAddress({
  address,
  divisionLabel = `${address.division} Division`,
}: {
  address: Order['address'];
  /** "Dhaka Division" in the page's language (the staff side keeps the English). */
  divisionLabel?: string;
}) {
  return (
    <address className="not-italic">
      {address.line}
      <br />
      {address.area}, {address.district}
      <br />
      {divisionLabel}
    </address>
  );
}
