import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { Panel } from '@/components/admin/panel';
import { OccasionDeleteForm } from '@/components/admin/taxonomy/occasion-delete-form';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { ViewOnStoreLink } from '@/components/admin/view-on-store-link';
import { findAdminOccasion } from '@/lib/catalogue/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { deleteOccasionAction, updateOccasionAction } from '../actions';

export const metadata: Metadata = { title: 'Edit occasion' };

type Props = { params: Promise<{ id: string }> };

export default async function OccasionPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(adminRoutes.occasions.edit(id));
  const found = await findByRouteId(id, findAdminOccasion);
  if (!found) notFound();
  const { occasion, choices } = found;
  return (
    <>
      <BackToList href={adminRoutes.occasions.list()} label="All occasions" />
      <AdminPageHeader
        title={occasion.name}
        description={`Its page ${occasion.url} lists the products of ${
          occasion.categoryLabels.length === 1
            ? '1 category'
            : `${occasion.categoryLabels.length} categories`
        } and everything beneath them.`}
        actions={<ViewOnStoreLink href={occasion.url} />}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title="Details">
          <OccasionForm action={updateOccasionAction} occasion={occasion} choices={choices} />
        </Panel>
        <div>
          <Panel title="Delete">
            <OccasionDeleteForm action={deleteOccasionAction} occasion={occasion} />
          </Panel>
        </div>
      </div>
    </>
  );
}
