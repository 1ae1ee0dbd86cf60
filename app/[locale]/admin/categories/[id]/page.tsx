import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { Panel } from '@/components/admin/panel';
import { CategoryDeleteForm } from '@/components/admin/taxonomy/category-delete-form';
import { CategoryEditForm } from '@/components/admin/taxonomy/category-edit-form';
import { CategoryMeasurementsForm } from '@/components/admin/taxonomy/category-measurements-form';
import { ViewOnStoreLink } from '@/components/admin/view-on-store-link';
import { readCategoryMeasurementFields } from '@/lib/ordering/admin';
import { findAdminCategory } from '@/lib/catalogue/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { deleteCategoryAction, updateCategoryAction } from '../actions';
import { saveCategoryMeasurementsAction } from '../measurement-actions';

export const metadata: Metadata = { title: 'Edit category' };

type Props = { params: Promise<{ id: string }> };

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(adminRoutes.categories.edit(id));
  const found = await findByRouteId(id, findAdminCategory);
  if (!found) notFound();
  const { category, parentChoices, productTargets } = found;
  const measurementFields = (await readCategoryMeasurementFields(category.id)) ?? [];
  const where = category.trail.length ? `In ${category.trail.join(' › ')}` : 'At the top level';
  return (
    <>
      <BackToList href={adminRoutes.categories.list()} label="All categories" />
      <AdminPageHeader
        title={category.name}
        description={`${where}. ${
          category.productCount === 1 ? '1 product has' : `${category.productCount} products have`
        } it as their main category.`}
        actions={
          category.url && category.shownToShoppers ? (
            <ViewOnStoreLink href={category.url} />
          ) : undefined
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="Details">
            <CategoryEditForm
              action={updateCategoryAction}
              category={category}
              parentChoices={parentChoices}
            />
          </Panel>
          <Panel title="Made to measure">
            <CategoryMeasurementsForm
              action={saveCategoryMeasurementsAction}
              categoryId={category.id}
              chosen={measurementFields}
            />
          </Panel>
        </div>
        <div>
          <Panel title="Delete">
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
