import { ProductCard } from '@/components/catalog/product-card';
import type { ListingState, ProductSummary } from '@/lib/catalogue';
import { listingDomIds } from './listing-dom-ids';

/** A page of product cards; the first card's photo loads first, as the likely largest paint. */
export function ProductGrid({
  products,
  label,
  path,
  state,
}: {
  products: ProductSummary[];
  label: string;
  path: string;
  state: ListingState;
}) {
  const { products: headingId } = listingDomIds(path, state);
  return (
    <section aria-labelledby={headingId}>
      {/* The target of "Skip to products": focus lands here, and Tab goes on to the first card. */}
      <h2 id={headingId} tabIndex={-1} className="sr-only">
        {label}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-10 transition-opacity group-aria-busy/listing:opacity-50 sm:gap-x-6 lg:grid-cols-3">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
