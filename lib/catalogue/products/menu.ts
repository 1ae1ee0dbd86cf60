import 'server-only';
import type { MenuCategory } from './menu-types';
import { wholeCategoryTree } from './readers/category-tree';
import type { Category } from './types';

const toMenu = (category: Category): MenuCategory => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
  url: category.url,
  children: category.children.map(toMenu),
});

/** The secondary menu: the visible children of 'clothing'. */
const menuFamilies = (tree: Category[]): MenuCategory[] =>
  (tree.find((category) => category.slug === 'clothing')?.children ?? []).map(toMenu);

/** The secondary menu, from the same cached tree as the API's categories. */
export async function getMenuFamilies(): Promise<MenuCategory[]> {
  return menuFamilies(await wholeCategoryTree());
}
