import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { textButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { CategoryDeleteForm } from '@/components/admin/taxonomy/category-delete-form';
import { CategoryEditForm } from '@/components/admin/taxonomy/category-edit-form';
import { CategoryMeasurementsForm } from '@/components/admin/taxonomy/category-measurements-form';
import { readCategoryMeasurementFields } from '@/lib/fit/category-measurements';
import { findAdminCategory } from '@/lib/catalog/taxonomy-editing/categories/admin-categories';
import { requireStaffPage } from '@/lib/staff/guard';
import { deleteCategoryAction, updateCategoryAction } from '../actions';
import { saveCategoryMeasurementsAction } from '../measurement-actions';

export const metadata: Metadata = { title: 'Edit category' };

type Props = { params: Promise<{ id: string }> };

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage('editCatalogue', `/admin/categories/${encodeURIComponent(id)}`);
  const found = /^\d{1,9}$/.test(id) ? await findAdminCategory(Number(id)) : null;
  if (!found) notFound();
  const { category, parentChoices, productTargets } = found;
  const measurementFields = (await readCategoryMeasurementFields(category.id)) ?? [];
  const where = category.trail.length ? `In ${category.trail.join(' › ')}` : 'At the top level';
  return (
    <>
      <p className="mb-4">
        <Link href="/admin/categories" className={textButtonClass}>
          ← All categories
        </Link>
      </p>
      <AdminPageHeader
        title={category.name}
        description={`${where}. ${
          category.productCount === 1 ? '1 product has' : `${category.productCount} products have`
        } it as their main category.`}
        actions={
          category.url && category.shownToShoppers ? (
            <Link href={category.url} className={textButtonClass} target="_blank">
              View on the store<span className="sr-only"> (opens in a new tab)</span>
            </Link>
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
