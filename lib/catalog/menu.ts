import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { cacheLife, cacheTag } from 'next/cache';
import type { MenuCategory } from './menu-types';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { loadCategoryTree, type CategoryNode } from './load-categories';

const toMenu = (node: CategoryNode): MenuCategory => ({
  id: node.id,
  name: node.name,
  slug: node.slug,
  url: node.url,
  children: node.children.map(toMenu),
});

/** The secondary menu: the visible children of 'clothing', from the database. */
export async function loadMenuFamilies(locale?: Locale): Promise<MenuCategory[]> {
  const tree = await loadCategoryTree(getDb(), {
    includeHidden: false,
    locale: await contentLocale(locale),
  });
  const clothing = tree.find((node) => node.slug === 'clothing');
  return (clothing?.children ?? []).map(toMenu);
}

export async function getMenuFamilies(): Promise<MenuCategory[]> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return loadMenuFamilies();
}
