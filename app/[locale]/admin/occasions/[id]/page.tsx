import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { textButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { OccasionDeleteForm } from '@/components/admin/taxonomy/occasion-delete-form';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { findAdminOccasion } from '@/lib/catalog/taxonomy-editing/occasions/admin-occasions';
import { requireStaffPage } from '@/lib/staff/guard';
import { deleteOccasionAction, updateOccasionAction } from '../actions';

export const metadata: Metadata = { title: 'Edit occasion' };

type Props = { params: Promise<{ id: string }> };

export default async function OccasionPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage('editCatalogue', `/admin/occasions/${encodeURIComponent(id)}`);
  const found = /^\d{1,9}$/.test(id) ? await findAdminOccasion(Number(id)) : null;
  if (!found) notFound();
  const { occasion, choices } = found;
  return (
    <>
      <p className="mb-4">
        <Link href="/admin/occasions" className={textButtonClass}>
          ← All occasions
        </Link>
      </p>
      <AdminPageHeader
        title={occasion.name}
        description={`Its page ${occasion.url} lists the products of ${
          occasion.categoryLabels.length === 1
            ? '1 category'
            : `${occasion.categoryLabels.length} categories`
        } and everything beneath them.`}
        actions={
          <Link href={occasion.url} className={textButtonClass} target="_blank">
            View on the store<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        }
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
