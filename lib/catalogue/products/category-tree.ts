import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import type { CategoryTreeQuery } from '@/lib/validation';
import { CatalogNotFoundError } from './errors';
import { flattenTree, loadCategoryTree } from './load-categories';
import { toCategory } from './to-category';
import type { Category } from './types';

/**
 * The category tree (GET /api/v1/product/shopcategory/), or with `slug` an array of that
 * one category with its subtree, so that clients read `data[0].children`.
 */
export async function categoryTree(
  query: CategoryTreeQuery = {},
  viewer: Viewer | null = null,
  locale?: Locale,
): Promise<Category[]> {
  const tree = await loadCategoryTree(getDb(), {
    includeHidden: viewer?.isStaff === true,
    locale: await contentLocale(locale),
  });
  if (query.slug === undefined) return tree.map(toCategory);
  const node = flattenTree(tree).find((candidate) => candidate.slug === query.slug);
  if (!node) {
    throw new CatalogNotFoundError('category_not_found', `There is no category "${query.slug}".`, {
      slug: 'no such category',
    });
  }
  return [toCategory(node)];
}
