import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { counted } from '@/components/admin/customers/customer-words';
import { BackToList } from '@/components/admin/back-to-list';
import { Panel } from '@/components/admin/panel';
import { CategoryDeleteForm } from '@/components/admin/taxonomy/category-delete-form';
import { CategoryEditForm } from '@/components/admin/taxonomy/category-edit-form';
import { CategoryMeasurementsForm } from '@/components/admin/taxonomy/category-measurements-form';
import { ViewOnStoreLink } from '@/components/admin/view-on-store-link';
import { readCategoryMeasurementFields } from '@/lib/ordering/admin';
import { findAdminCategory } from '@/lib/catalogue/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { deleteCategoryAction, updateCategoryAction } from '../actions';
import { saveCategoryMeasurementsAction } from '../measurement-actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('categoryPage.title') };
}

type Props = { params: Promise<{ id: string }> };

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(adminRoutes.categories.edit(id));
  const found = await findByRouteId(id, findAdminCategory);
  if (!found) notFound();
  const { category, parentChoices, productTargets } = found;
  const [measurements, t] = await Promise.all([
    readCategoryMeasurementFields(category.id),
    words(),
  ]);
  const measurementFields = measurements ?? [];
  const where = category.trail.length
    ? t('categoryPage.in', { trail: category.trail.join(' › ') })
    : t('categoryPage.topLevel');
  return (
    <>
      <BackToList href={adminRoutes.categories.list()} label={t('categoryPage.allCategories')} />
      <AdminPageHeader
        title={category.name}
        description={t('categoryPage.summary', { where, ...counted(category.productCount) })}
        actions={
          category.url && category.shownToShoppers ? (
            <ViewOnStoreLink href={category.url} />
          ) : undefined
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title={t('common.details')}>
            <CategoryEditForm
              action={updateCategoryAction}
              category={category}
              parentChoices={parentChoices}
            />
          </Panel>
          <Panel title={t('categoryPage.madeToMeasure')}>
            <CategoryMeasurementsForm
              action={saveCategoryMeasurementsAction}
              categoryId={category.id}
              chosen={measurementFields}
            />
          </Panel>
        </div>
        <div>
          <Panel title={t('common.deletePanel')}>
            <CategoryDeleteForm
              action={deleteCategoryAction}
              category={category}
              targets={productTargets}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}
