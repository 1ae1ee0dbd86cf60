import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductSummary } from '@/lib/catalogue';

/** More from the same category. */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  const t = useTranslations('product.related');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-24 sm:mt-32">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('eyebrow')}</p>
      <h2
        id="related-heading"
        className="text-ink mt-3 mb-8 text-3xl font-light sm:mb-12 sm:text-4xl"
      >
        {t('title')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
        {products.slice(0, 4).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
