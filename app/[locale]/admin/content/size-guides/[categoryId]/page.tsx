import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { SizeGuideForm } from '@/components/admin/content/size-guide-form';
import { Panel } from '@/components/admin/panel';
import { getSizeGuideSource, sizeGuideCategorySchema } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { previewMarkdown } from '../../preview-action';
import { deleteSizeGuideAction, saveSizeGuideAction } from '../actions';

export const metadata: Metadata = { title: 'Size guide' };

type Props = { params: Promise<{ categoryId: string }> };

export default async function SizeGuidePage({ params }: Props) {
  const { categoryId: param } = await params;
  await requireStaffPage(adminRoutes.content.sizeGuides.edit(param));
  const parsed = sizeGuideCategorySchema.safeParse({ categoryId: param });
  const guide = parsed.success ? await getSizeGuideSource(parsed.data.categoryId) : null;
  if (!guide) notFound();
  return (
    <>
      <AdminPageHeader
        title={`Size guide: ${guide.name}`}
        description={
          guide.body
            ? 'Shown with this category’s products.'
            : 'This category has no size guide yet: the table below is a start to change.'
        }
      />
      <Panel>
        <SizeGuideForm
          action={saveSizeGuideAction}
          preview={previewMarkdown}
          categoryId={guide.categoryId}
          body={guide.body}
          bodyBn={guide.bodyBn}
        />
      </Panel>
      {guide.body && (
        <div className="mt-6">
          <ConfirmDelete
            action={deleteSizeGuideAction}
            fields={{ categoryId: guide.categoryId }}
            summary="Remove this size guide"
            warning="Its products will show no size guide."
            button="Remove size guide"
          />
        </div>
      )}
    </>
  );
}
