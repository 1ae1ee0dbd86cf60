import { getTranslations } from 'next-intl/server';
import { CollectionLinks } from '@/components/listing/collection-links';
import { NewArrivals } from '@/components/listing/new-arrivals';

// An unknown or withdrawn piece: say so, and offer the newest pieces and the collections.
export default async function ProductNotFound() {
  const t = await getTranslations('product.notFound');
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-10">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('eyebrow')}</p>
        <h1 className="text-ink mt-4 text-4xl font-light sm:text-5xl">{t('title')}</h1>
        <p className="text-ink-soft mt-6 mb-10 text-lg leading-relaxed">{t('message')}</p>
        <CollectionLinks />
      </div>
      <NewArrivals title={t('newArrivals')} />
    </div>
  );
}
