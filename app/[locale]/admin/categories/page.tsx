import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { counted } from '@/components/admin/customers/customer-words';
import { Panel } from '@/components/admin/panel';
import { CategoryCreateForm } from '@/components/admin/taxonomy/category-create-form';
import { CategoryTree } from '@/components/admin/taxonomy/category-tree';
import { categoryChoice, listAdminCategories } from '@/lib/catalogue';
import { maxCategoryLevels } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { categoryVisibilityAction, createCategoryAction, moveCategoryAction } from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.categories' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageWords = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.categoryPage' });

/** What the delete on a category's own page left to say, once back here. */
function deletedNotice(
  t: Awaited<ReturnType<typeof pageWords>>,
  query: Record<string, string | string[] | undefined>,
) {
  if (query.deleted !== '1') return null;
  const moved = Number(query.moved);
  return Number.isInteger(moved) && moved > 0 ? t('deletedMoved', counted(moved)) : t('deleted');
}

export default async function CategoriesPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.categories.list());
  const [rows, query, t, pageT] = await Promise.all([
    listAdminCategories(),
    searchParams,
    words(),
    pageWords(),
  ]);
  const notice = deletedNotice(pageT, query);
  const parents = rows.filter((row) => row.level < maxCategoryLevels).map(categoryChoice);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {notice && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          {notice}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={t('tree', { count: rows.length })}>
          {rows.length === 0 ? (
            <p className="text-ink-soft text-sm">{t('empty')}</p>
          ) : (
            <CategoryTree
              rows={rows}
              actions={{ move: moveCategoryAction, visibility: categoryVisibilityAction }}
            />
          )}
        </Panel>
        <div>
          <Panel title={t('add')}>
            <CategoryCreateForm action={createCategoryAction} choices={parents} />
          </Panel>
        </div>
      </div>
    </>
  );
}
