import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InfoPageForm } from '@/components/admin/content/info-page-form';
import { Panel } from '@/components/admin/panel';
import { getInfoPageSource } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { previewMarkdown } from '../../preview-action';
import { updateInfoPageAction } from '../actions';

export const metadata: Metadata = { title: 'Edit page' };

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
