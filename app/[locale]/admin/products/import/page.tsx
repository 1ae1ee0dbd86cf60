import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CsvColumnsGuide } from '@/components/admin/import/csv-columns-guide';
import { ProductImport } from '@/components/admin/import/product-import';
import { Panel } from '@/components/admin/panel';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Import products' };

export default async function ImportProductsPage() {
  await requireStaffPage(adminRoutes.products.import());
  return (
    <>
      <p className="mb-4 text-sm">
        <ButtonLink href={adminRoutes.products.list()} variant="quiet">
          Products
        </ButtonLink>
      </p>
      <AdminPageHeader
        title="Import products"
        description="Change many products at once from a spreadsheet: export them, edit the file, and import it. Nothing is written until you have checked the file and applied its changes."
        actions={
          // A file download, not a page: a plain link, never prefetched.
          <a
            href="/api/v1/admin/products/export"
            download
            className={buttonClass({ variant: 'secondary' })}
          >
            Export all products
          </a>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
        <Panel title="The file">
          <ProductImport />
        </Panel>
        <Panel title="Columns">
          <CsvColumnsGuide />
        </Panel>
      </div>
    </>
  );
}
