import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import type { ProductFormOptions } from '@/lib/catalogue/admin';

type Categories = ProductFormOptions['categories'];

/**
 * The category and those above it, nearest first. The options list the tree depth first, so
 * a category's parent is the nearest option before it that sits one level higher.
 */
export function lineageOf(categories: Categories, categoryId: number): number[] {
  const index = categories.findIndex((category) => category.id === categoryId);
  if (index === -1) return [];
  const lineage = [categoryId];
  let depth = categories[index]!.depth;
  for (let at = index - 1; at >= 0 && depth > 0; at -= 1) {
    const category = categories[at]!;
    if (category.depth < depth) {
      lineage.push(category.id);
      depth = category.depth;
    }
  }
  return lineage;
}

/**
 * The occasions a product of this category is shown under: those that gather the category
 * or one above it (an occasion lists everything beneath its categories), as the save
 * computes them (lib/catalogue/products/editing/form/occasions-of-category.ts).
 */
export function occasionsOf(options: ProductFormOptions, categoryId: number | undefined): string[] {
  if (categoryId === undefined) return [];
  const lineage = new Set(lineageOf(options.categories, categoryId));
  return options.occasions
    .filter((occasion) => occasion.categoryIds.some((id) => lineage.has(id)))
    .map((occasion) => occasion.name);
}

/** The words of a category choice (messages/<locale>/admin.json, products.category). */
export type CategoryChoiceT = ReturnType<
  typeof createTranslator<Messages, 'admin.products.category'>
>;

/** The category's name with its place in the tree: options cannot be styled, so spaces indent. */
export const indentedName = (category: Categories[number], t: CategoryChoiceT) =>
  '\u00a0\u00a0\u00a0'.repeat(category.depth) +
  (category.hidden ? t('hidden', { name: category.name }) : category.name);
