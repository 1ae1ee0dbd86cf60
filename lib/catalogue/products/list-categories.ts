import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { flattenTree, loadCategoryTree } from './load-categories';
import { toFlatCategory } from './to-category';
import type { FlatCategory } from './types';

/** Every category the viewer may see, flat, parents first (GET /api/v1/product/category/). */
export async function listCategories(
  viewer: Viewer | null = null,
  locale?: Locale,
): Promise<FlatCategory[]> {
  const tree = await loadCategoryTree(getDb(), {
    includeHidden: viewer?.isStaff === true,
    locale: await contentLocale(locale),
  });
  return flattenTree(tree).map(toFlatCategory);
}
