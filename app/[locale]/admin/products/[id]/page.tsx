import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PhotoManager } from '@/components/admin/photos/photo-manager';
import { PhotosPanel } from '@/components/admin/products/form/photos-panel';
import { ProductEditor } from '@/components/admin/products/form/product-editor';
import { SharePanel } from '@/components/admin/products/share-panel';
import { StatusBadge } from '@/components/admin/products/list/product-badges';
import { formatUpdated } from '@/components/admin/products/list/row-text';
import { ButtonLink } from '@/components/ui/button';
import {
  getProductForEdit,
  productFormOptions,
  CatalogNotFoundError,
  listProductPhotos,
} from '@/lib/catalogue/admin';
import { siteLink } from '@/lib/content';
import { adminRoutes, requireStaffPage, shareCodeOf } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { updateProductAction } from './actions';

const pageText = () => getTranslations({ locale: staffLocale, namespace: 'admin.products.pages' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageText())('editTitle') };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ notice?: string | string[] }>;
};

async function productOrNotFound(id: string) {
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  try {
    return await getProductForEdit(Number(id));
  } catch (error) {
    if (error instanceof CatalogNotFoundError) notFound();
    throw error;
  }
}

export default async function EditProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  const member = await requireStaffPage(adminRoutes.products.edit(id));
  const [product, options, { notice }, t, shareCode] = await Promise.all([
    productOrNotFound(id),
    productFormOptions(),
    searchParams,
    pageText(),
    shareCodeOf(member.id),
  ]);
  // The uploads still being prepared (or refused) are the photo manager's alone.
  const { uploads } = await listProductPhotos(member, { productId: product.id });
  const { values } = product;
  const published = values.status === 'published';
  return (
    <>
      <AdminPageHeader
        title={values.name}
        description={t('editDescription', {
          sku: values.sku,
          version: product.version,
          updated: formatUpdated(product.updatedAt),
        })}
        actions={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <StatusBadge status={values.status} />
            {published && (
              <ButtonLink href={`/product/${product.slug}`} variant="quiet">
                {t('viewInStore')}
              </ButtonLink>
            )}
            <ButtonLink href={adminRoutes.products.list()} variant="quiet">
              {t('allProducts')}
            </ButtonLink>
          </div>
        }
      />
      {notice === 'created' && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {published ? t('createdPublished') : t('createdDraft')}
        </p>
      )}
      {published && (
        <SharePanel
          url={siteLink(`/product/${product.slug}`)}
          title={values.name}
          code={shareCode}
        />
      )}
      <ProductEditor
        action={updateProductAction.bind(null, product.id)}
        options={options}
        product={{
          id: product.id,
          slug: product.slug,
          version: product.version,
          values,
          orderedVariantIds: product.orderedVariantIds,
        }}
        photos={
          <PhotosPanel>
            <PhotoManager
              productId={product.id}
              photos={product.photos.map(({ id, path, alt, width, height }) => ({
                id,
                path,
                alt,
                width,
                height,
              }))}
              uploads={uploads}
            />
          </PhotosPanel>
        }
      />
    </>
  );
}
