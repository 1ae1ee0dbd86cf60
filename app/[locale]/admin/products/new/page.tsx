import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PhotosPanel } from '@/components/admin/products/form/photos-panel';
import { ProductEditor } from '@/components/admin/products/form/product-editor';
import { ButtonLink } from '@/components/ui/button';
import { productFormOptions } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { createProductAction } from './actions';

const pageText = () => getTranslations({ locale: staffLocale, namespace: 'admin.products.pages' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageText())('newTitle') };
}

export default async function NewProductPage() {
  await requireStaffPage(adminRoutes.products.new());
  const [options, t] = await Promise.all([productFormOptions(), pageText()]);
  return (
    <>
      <AdminPageHeader
        title={t('newTitle')}
        description={t('newDescription')}
        actions={
          <ButtonLink href={adminRoutes.products.list()} variant="quiet">
            {t('allProducts')}
          </ButtonLink>
        }
      />
      <ProductEditor
        action={createProductAction}
        options={options}
        product={null}
        photos={<PhotosPanel />}
      />
    </>
  );
}
