import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { OccasionRow } from '@/components/admin/taxonomy/occasion-row';
import { listAdminOccasions } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createOccasionAction, moveOccasionAction } from './actions';

export const metadata: Metadata = { title: 'Occasions' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OccasionsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.occasions.list());
  const [{ occasions, choices }, query] = await Promise.all([listAdminOccasions(), searchParams]);
  return (
    <>
      <AdminPageHeader
        title="Occasions"
        description="Bridal, Party and the rest: each gathers categories into a page of its own (/occasion/…) and a tile on the home page, in the order shown here."
      />
      {query.deleted === '1' && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          Occasion deleted.
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <Panel title={`Occasions (${occasions.length})`}>
          {occasions.length === 0 ? (
            <p className="text-ink-soft text-sm">
              No occasion yet. Add the first one with the form.
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {occasions.map((occasion) => (
                <li key={occasion.id}>
                  <OccasionRow occasion={occasion} move={moveOccasionAction} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div>
          <Panel title="Add an occasion">
            <OccasionForm action={createOccasionAction} choices={choices} />
          </Panel>
        </div>
      </div>
    </>
  );
}
