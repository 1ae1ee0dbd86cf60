import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { localizedColumn } from './localized-text';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { loadCategoryTree, type CategoryNode } from './load-categories';

export type CategoryLink = { name: string; slug: string; url: string | null };

export type CategoryPageInfo = {
  name: string;
  slug: string;
  url: string;
  description: string;
  /** The ancestors, root first (labels without a link have url null). */
  trail: CategoryLink[];
};

type Found = { node: CategoryNode; trail: CategoryNode[] };

function findWithTrail(
  nodes: CategoryNode[],
  slug: string,
  trail: CategoryNode[] = [],
): Found | null {
  for (const node of nodes) {
    if (node.slug === slug) return { node, trail };
    const found = findWithTrail(node.children, slug, [...trail, node]);
    if (found) return found;
  }
  return null;
}

/**
 * A category's own page (/category/{slug}): null when there is no such category, when it
 * or an ancestor is hidden, or when it is a menu label without a link.
 */
export async function getCategoryPage(
  slug: string,
  locale?: Locale,
): Promise<CategoryPageInfo | null> {
  const db = getDb();
  const language = await contentLocale(locale);
  const tree = await loadCategoryTree(db, { includeHidden: false, locale: language });
  const found = findWithTrail(tree, slug);
  if (!found || found.node.url === null) return null;
  const [row] = await db
    .select({
      description: localizedColumn(language, categories.description, categories.descriptionBn),
    })
    .from(categories)
    .where(eq(categories.id, found.node.id));
  return {
    name: found.node.name,
    slug: found.node.slug,
    url: found.node.url,
    description: row?.description ?? '',
    trail: found.trail.map(({ name, slug: ancestor, url }) => ({ name, slug: ancestor, url })),
  };
}
