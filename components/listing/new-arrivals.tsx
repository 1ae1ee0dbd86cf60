import { ProductCard } from '@/components/catalog/product-card';
import { emptyListingState, readListing } from '@/lib/catalogue';

/** The four newest pieces, suggested where a search or a link found nothing. */
export async function NewArrivals({ title }: { title: string }) {
  const newest = await readListing({ state: emptyListingState, path: '/shop' });
  const products = newest.status === 'ok' ? newest.page.results.slice(0, 4) : [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="new-arrivals-suggested" className="mt-16 text-left">
      <h2 id="new-arrivals-suggested" className="text-ink mb-8 text-center text-2xl font-light">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
