import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PhotosPanel } from '@/components/admin/products/form/photos-panel';
import { ProductEditor } from '@/components/admin/products/form/product-editor';
import { ButtonLink } from '@/components/ui/button';
import { productFormOptions } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createProductAction } from './actions';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  await requireStaffPage(adminRoutes.products.new());
  const options = await productFormOptions();
  return (
    <>
      <AdminPageHeader
        title="New product"
        description="It is saved as a draft unless you choose otherwise: shoppers see it once it is published."
        actions={
          <ButtonLink href={adminRoutes.products.list()} variant="quiet">
            All products
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
