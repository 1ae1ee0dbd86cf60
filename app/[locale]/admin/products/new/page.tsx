import type { Metadata } from 'next';
import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PhotosPanel } from '@/components/admin/products/form/photos-panel';
import { ProductEditor } from '@/components/admin/products/form/product-editor';
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
          <Link href={adminRoutes.products.list()} className={textButtonClass}>
            All products
          </Link>
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
