import Link from 'next/link';
import type { ProductDetail } from '@/lib/catalog/types';
import { formatBDT } from '@/lib/format/money';
import type { DeliveryRates } from '@/lib/validation/store-settings';

function Section({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className="group border-b border-stone-200 py-5">
      <summary className="flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden">
        <h2 className="text-ink text-xs font-normal tracking-[0.25em] uppercase">{title}</h2>
        <span aria-hidden="true" className="text-primary-700 group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="text-ink-soft mt-4 text-[15px] leading-7">{children}</div>
    </details>
  );
}

const namesOf = (product: ProductDetail, attribute: string) =>
  product.attributes
    .find((group) => group.slug === attribute)
    ?.values.map((value) => value.name)
    .join(', ');

/** Description, details (fabric, work, care) and the delivery and returns notes. */
export function ProductDetails({
  product,
  rates,
}: {
  product: ProductDetail;
  rates: DeliveryRates;
}) {
  const details = [
    ['Fabric', namesOf(product, 'fabric')],
    ['Work', namesOf(product, 'work')],
    ['Colour', namesOf(product, 'colour')],
    ['Care', product.care],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="mt-10 border-t border-stone-200">
      {product.description && (
        <Section title="Description" open>
          {product.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph} className="mb-3 last:mb-0">
              {paragraph}
            </p>
          ))}
        </Section>
      )}
      {details.length > 0 && (
        <Section title="Details">
          <dl className="grid grid-cols-[6rem_1fr] gap-y-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-ink-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section title="Delivery & returns">
        <p>
          Delivery inside Dhaka {formatBDT(rates.insideDhaka)}, elsewhere in Bangladesh{' '}
          {formatBDT(rates.outsideDhaka)}
          {rates.freeDeliveryFrom !== null &&
            `, free on orders of ${formatBDT(rates.freeDeliveryFrom)} or more`}
          . Ready-to-wear pieces arrive within 1 to 3 working days in Dhaka and 3 to 7 days
          elsewhere; made-to-order and bridal pieces once they are finished and fitted.
        </p>
        <p className="mt-3">
          Unworn ready-to-wear pieces can be returned or exchanged within 7 days of delivery;
          bridal, custom and altered orders are final. Read the{' '}
          <Link href="/pages/returns-policy" className="text-ink underline underline-offset-4">
            returns policy
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
