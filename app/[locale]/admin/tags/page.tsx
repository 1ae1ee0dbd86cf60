import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { TagCreateForm } from '@/components/admin/taxonomy/tag-create-form';
import { CarriedItem } from '@/components/admin/taxonomy/carried-item';
import { listAdminTags } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createTagAction, deleteTagAction, renameTagAction } from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.tags' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

const actions = { edit: renameTagAction, remove: deleteTagAction };

export default async function TagsPage() {
  await requireStaffPage(adminRoutes.tags.list());
  const [tags, t, common] = await Promise.all([
    listAdminTags(),
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.common' }),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={t('list', { count: tags.length })}>
          {tags.length === 0 ? (
            <p className="text-ink-soft text-sm">{t('empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {tags.map((tag) => (
                <li key={tag.id} className="py-4">
                  <CarriedItem item={tag} field="tagId" actions={actions} verb={common('rename')} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div>
          <Panel title={t('add')}>
            <TagCreateForm action={createTagAction} />
          </Panel>
        </div>
      </div>
    </>
  );
}
