import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InfoPageForm } from '@/components/admin/content/info-page-form';
import { Panel } from '@/components/admin/panel';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { previewMarkdown } from '../../preview-action';
import { createInfoPageAction } from '../actions';

export const metadata: Metadata = { title: 'New page' };

const blank = {
  slug: '',
  title: '',
  summary: '',
  body: '',
  titleBn: null,
  summaryBn: null,
  bodyBn: null,
};

export default async function NewInfoPage() {
  await requireStaffPage(adminRoutes.content.pages.new());
  return (
    <>
      <AdminPageHeader title="New page" description="A page of its own under /pages/." />
      <Panel>
        <InfoPageForm action={createInfoPageAction} preview={previewMarkdown} page={blank} isNew />
      </Panel>
    </>
  );
}
