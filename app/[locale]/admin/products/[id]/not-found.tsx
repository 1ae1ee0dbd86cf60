import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { adminRoutes } from '@/lib/identity/client';

export default function ProductNotFound() {
  const t = useTranslations('admin.products.pages');
  return (
    <div className="border border-stone-200 bg-white px-6 py-14 text-center">
      <h1 className="text-ink text-2xl font-light">{t('notFound')}</h1>
      <p className="text-ink-soft mt-3 text-sm">{t('notFoundHint')}</p>
      <ButtonLink href={adminRoutes.products.list()} className="mt-8">
        {t('allProducts')}
      </ButtonLink>
    </div>
  );
}
