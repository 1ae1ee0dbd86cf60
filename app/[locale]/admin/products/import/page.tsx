import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CsvColumnsGuide } from '@/components/admin/import/csv-columns-guide';
import { ProductImport } from '@/components/admin/import/product-import';
import { Panel } from '@/components/admin/panel';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.products.import' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

export default async function ImportProductsPage() {
  await requireStaffPage(adminRoutes.products.import());
  const t = await words();
  return (
    <>
      <p className="mb-4 text-sm">
        <ButtonLink href={adminRoutes.products.list()} variant="quiet">
          {t('products')}
        </ButtonLink>
      </p>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          // A file download, not a page: a plain link, never prefetched.
          <a
            href="/api/v1/admin/products/export"
            download
            className={buttonClass({ variant: 'secondary' })}
          >
            {t('exportAll')}
          </a>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
        <Panel title={t('file')}>
          <ProductImport />
        </Panel>
        <Panel title={t('columns')}>
          <CsvColumnsGuide />
        </Panel>
      </div>
    </>
  );
}
