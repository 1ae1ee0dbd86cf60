import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { counted } from '@/components/admin/customers/customer-words';
import { BackToList } from '@/components/admin/back-to-list';
import { Panel } from '@/components/admin/panel';
import { OccasionDeleteForm } from '@/components/admin/taxonomy/occasion-delete-form';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { ViewOnStoreLink } from '@/components/admin/view-on-store-link';
import { findAdminOccasion } from '@/lib/catalogue/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { deleteOccasionAction, updateOccasionAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('occasionPage.title') };
}

type Props = { params: Promise<{ id: string }> };

export default async function OccasionPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(adminRoutes.occasions.edit(id));
  const found = await findByRouteId(id, findAdminOccasion);
  if (!found) notFound();
  const { occasion, choices } = found;
  const t = await words();
  return (
    <>
      <BackToList href={adminRoutes.occasions.list()} label={t('occasionPage.allOccasions')} />
      <AdminPageHeader
        title={occasion.name}
        description={t('occasionPage.description', {
          url: occasion.url,
          ...counted(occasion.categoryLabels.length),
        })}
        actions={<ViewOnStoreLink href={occasion.url} />}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={t('common.details')}>
          <OccasionForm action={updateOccasionAction} occasion={occasion} choices={choices} />
        </Panel>
        <div>
          <Panel title={t('common.deletePanel')}>
            <OccasionDeleteForm action={deleteOccasionAction} occasion={occasion} />
          </Panel>
        </div>
      </div>
    </>
  );
}
