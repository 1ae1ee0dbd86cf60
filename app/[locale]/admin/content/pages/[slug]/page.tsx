import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InfoPageForm } from '@/components/admin/content/info-page-form';
import { Panel } from '@/components/admin/panel';
import { getInfoPageSource } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { previewMarkdown } from '../../preview-action';
import { updateInfoPageAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.content.infoPage' });
  return { title: t('editTitle') };
}

type Props = { params: Promise<{ slug: string }> };

export default async function EditInfoPage({ params }: Props) {
  const { slug } = await params;
  await requireStaffPage(adminRoutes.content.pages.edit(slug));
  const page = await getInfoPageSource(slug);
  if (!page) notFound();
  return (
    <>
      <AdminPageHeader title={page.title} description={`/pages/${page.slug}`} />
      <Panel>
        <InfoPageForm
          action={updateInfoPageAction}
          preview={previewMarkdown}
          page={page}
          isNew={false}
        />
      </Panel>
    </>
  );
}
