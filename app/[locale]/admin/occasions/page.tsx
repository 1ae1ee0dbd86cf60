import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { OccasionRow } from '@/components/admin/taxonomy/occasion-row';
import { listAdminOccasions } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createOccasionAction, moveOccasionAction } from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.occasions' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OccasionsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.occasions.list());
  const [{ occasions, choices }, query, t] = await Promise.all([
    listAdminOccasions(),
    searchParams,
    words(),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {query.deleted === '1' && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          {t('deleted')}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <Panel title={t('list', { count: occasions.length })}>
          {occasions.length === 0 ? (
            <p className="text-ink-soft text-sm">{t('empty')}</p>
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
          <Panel title={t('add')}>
            <OccasionForm action={createOccasionAction} choices={choices} />
          </Panel>
        </div>
      </div>
    </>
  );
}
