import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { SizeGuideForm } from '@/components/admin/content/size-guide-form';
import { Panel } from '@/components/admin/panel';
import { getSizeGuideSource, sizeGuideCategorySchema } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { previewMarkdown } from '../../preview-action';
import { deleteSizeGuideAction, saveSizeGuideAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.sizeGuide' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('metaTitle') };
}

type Props = { params: Promise<{ categoryId: string }> };

export default async function SizeGuidePage({ params }: Props) {
  const { categoryId: param } = await params;
  await requireStaffPage(adminRoutes.content.sizeGuides.edit(param));
  const parsed = sizeGuideCategorySchema.safeParse({ categoryId: param });
  const guide = parsed.success ? await getSizeGuideSource(parsed.data.categoryId) : null;
  if (!guide) notFound();
  const t = await words();
  return (
    <>
      <AdminPageHeader
        title={t('title', { name: guide.name })}
        description={guide.body ? t('shown') : t('noneYet')}
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
            summary={t('remove')}
            warning={t('removeWarning')}
            button={t('removeConfirm')}
          />
        </div>
      )}
    </>
  );
}
