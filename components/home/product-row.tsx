import { ProductCard } from '@/components/catalog/product-card';
import type { ProductSummary } from '@/lib/catalogue';
import { SectionHeading } from './section-heading';

type ProductRowProps = {
  id: string;
  eyebrow: string;
  title: string;
  link: { href: string; label: string };
  products: ProductSummary[];
};

/** A titled row of product cards with a link to the full listing. */
export function ProductRow({ id, eyebrow, title, link, products }: ProductRowProps) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="mx-auto max-w-7xl px-4 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:px-6 lg:px-10"
    >
      <SectionHeading id={id} eyebrow={eyebrow} title={title} link={link} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
