import { useTranslations } from 'next-intl';
import type { AdminCategory } from '@/lib/catalogue/admin';
import { CategoryRowActions } from './category-row-actions';
import { ItemTitle } from './item-title';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { adminRoutes } from '@/lib/identity/client';
import { counted } from '../customers/customer-words';

type Props = {
  rows: AdminCategory[];
  actions: { move: FormAction; visibility: FormAction };
};

function Badges({ row }: { row: AdminCategory }) {
  const t = useTranslations('admin.taxonomy.categoryTree');
  const badges = [
    row.url === null && t('menuLabel'),
    !row.onlineVisible && t('hidden'),
    row.onlineVisible && !row.shownToShoppers && t('hiddenByParent'),
  ].filter((badge): badge is string => Boolean(badge));
  return badges.map((badge) => (
    <span
      key={badge}
      className="text-ink-soft ml-2 inline-block border border-stone-300 px-1.5 py-0.5 align-middle text-[10px] tracking-[0.15em] uppercase"
    >
      {badge}
    </span>
  ));
}

function Row({ row, actions }: { row: AdminCategory; actions: Props['actions'] }) {
  const t = useTranslations('admin.taxonomy');
  const facts = [
    row.url ?? t('categoryTree.noPage'),
    t('common.products', counted(row.productCount)),
    row.subcategoryCount > 0 && t('categoryTree.subcategories', counted(row.subcategoryCount)),
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <ItemTitle
          href={adminRoutes.categories.edit(row.id)}
          name={row.name}
          facts={facts.join(' · ')}
        >
          <Badges row={row} />
        </ItemTitle>
      </div>
      <CategoryRowActions category={row} actions={actions} />
    </div>
  );
}

/** The tree, nested lists indented by level, so that its shape is heard as well as seen. */
export function CategoryTree({ rows, actions }: Props) {
  const branch = (parentId: number | null, nested: boolean) => {
    const children = rows.filter((row) => row.parentId === parentId);
    if (children.length === 0) return null;
    return (
      <ul
        className={
          nested
            ? 'ml-1 border-l border-stone-200 pl-3 sm:ml-2 sm:pl-5'
            : 'divide-y divide-stone-100'
        }
      >
        {children.map((row) => (
          <li key={row.id} className={nested ? 'border-t border-stone-100' : ''}>
            <Row row={row} actions={actions} />
            {branch(row.id, true)}
          </li>
        ))}
      </ul>
    );
  };
  return branch(null, false);
}
