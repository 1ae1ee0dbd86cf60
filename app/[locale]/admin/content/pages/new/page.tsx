import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InfoPageForm } from '@/components/admin/content/info-page-form';
import { Panel } from '@/components/admin/panel';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { previewMarkdown } from '../../preview-action';
import { createInfoPageAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.infoPage' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('newTitle') };
}

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
  const t = await words();
  return (
    <>
      <AdminPageHeader title={t('newTitle')} description={t('newDescription')} />
      <Panel>
        <InfoPageForm action={createInfoPageAction} preview={previewMarkdown} page={blank} isNew />
      </Panel>
    </>
  );
}
