import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { listSizeGuideCategories, type SizeGuideListing } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.sizeGuides' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

/** The categories as a tree, each followed by the ones beneath it. */
function inTreeOrder(rows: SizeGuideListing[]): (SizeGuideListing & { depth: number })[] {
  const children = new Map<number | null, SizeGuideListing[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: (SizeGuideListing & { depth: number })[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push({ ...row, depth });
      visit(row.categoryId, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

export default async function SizeGuidesPage() {
  await requireStaffPage(adminRoutes.content.sizeGuides.list());
  const [rows, t] = await Promise.all([listSizeGuideCategories(), words()]);
  const categories = inTreeOrder(rows);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Panel>
        <ul className="divide-y divide-stone-200">
          {categories.map((category) => (
            <li
              key={category.categoryId}
              className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
              style={{ paddingLeft: `${category.depth * 1.25}rem` }}
            >
              <Link
                href={adminRoutes.content.sizeGuides.edit(category.categoryId)}
                className="text-ink underline-offset-4 hover:underline"
              >
                {category.name}
              </Link>
              <span
                className={`text-xs ${category.hasGuide ? 'text-emerald-800' : 'text-ink-muted'}`}
              >
                {t(category.hasGuide ? 'has' : 'none')}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
