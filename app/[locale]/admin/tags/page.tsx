import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { TagCreateForm } from '@/components/admin/taxonomy/tag-create-form';
import { CarriedItem } from '@/components/admin/taxonomy/carried-item';
import { listAdminTags } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createTagAction, deleteTagAction, renameTagAction } from './actions';

export const metadata: Metadata = { title: 'Tags' };

const actions = { edit: renameTagAction, remove: deleteTagAction };

export default async function TagsPage() {
  await requireStaffPage(adminRoutes.tags.list());
  const tags = await listAdminTags();
  return (
    <>
      <AdminPageHeader
        title="Tags"
        description="Labels such as Bestseller or Eid Collection: shoppers filter by them, and a product’s page lists them."
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={`Tags (${tags.length})`}>
          {tags.length === 0 ? (
            <p className="text-ink-soft text-sm">No tag yet. Add the first one with the form.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {tags.map((tag) => (
                <li key={tag.id} className="py-4">
                  <CarriedItem item={tag} field="tagId" actions={actions} verb="Rename" />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div>
          <Panel title="Add a tag">
            <TagCreateForm action={createTagAction} />
          </Panel>
        </div>
      </div>
    </>
  );
}
