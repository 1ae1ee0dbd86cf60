import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { loadCategoryTree, type CategoryNode } from '@/lib/catalogue/products/load-categories';
import { getDb } from '@/lib/db/client';
import { attributes, attributeValues, occasionCategories, occasions, tags } from '@/lib/db/schema';

export type CategoryOption = {
  id: number;
  name: string;
  slug: string;
  depth: number;
  hidden: boolean;
};

export type ProductFormOptions = {
  /** Depth first in menu order, hidden ones too (a product may wait in one). */
  categories: CategoryOption[];
  attributes: {
    id: number;
    name: string;
    slug: string;
    values: { id: number; name: string; slug: string }[];
  }[];
  tags: { id: number; name: string; slug: string }[];
  /** Each occasion with the categories it gathers (their subtrees included on the storefront). */
  occasions: { slug: string; name: string; categoryIds: number[] }[];
};

function withDepth(nodes: CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, slug: node.slug, depth, hidden: !node.onlineVisible },
    ...withDepth(node.children, depth + 1),
  ]);
}

/** What the product form's pickers offer. */
export async function productFormOptions(): Promise<ProductFormOptions> {
  const db = getDb();
  const [tree, valueRows, tagRows, occasionRows] = await Promise.all([
    loadCategoryTree(db, { includeHidden: true }),
    db
      .select({
        attributeId: attributes.id,
        attributeName: attributes.name,
        attributeSlug: attributes.slug,
        id: attributeValues.id,
        name: attributeValues.name,
        slug: attributeValues.slug,
      })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .orderBy(
        asc(attributes.position),
        asc(attributes.id),
        asc(attributeValues.position),
        asc(attributeValues.id),
      ),
    db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name)),
    db
      .select({
        slug: occasions.slug,
        name: occasions.name,
        categoryId: occasionCategories.categoryId,
      })
      .from(occasions)
      .leftJoin(occasionCategories, eq(occasionCategories.occasionId, occasions.id))
      .orderBy(asc(occasions.position), asc(occasions.id)),
  ]);
  const attributeGroups = new Map<number, ProductFormOptions['attributes'][number]>();
  for (const { attributeId, attributeName, attributeSlug, ...value } of valueRows) {
    const group = attributeGroups.get(attributeId) ?? {
      id: attributeId,
      name: attributeName,
      slug: attributeSlug,
      values: [],
    };
    group.values.push(value);
    attributeGroups.set(attributeId, group);
  }
  const occasionGroups = new Map<string, ProductFormOptions['occasions'][number]>();
  for (const { slug, name, categoryId } of occasionRows) {
    const group = occasionGroups.get(slug) ?? { slug, name, categoryIds: [] };
    if (categoryId !== null) group.categoryIds.push(categoryId);
    occasionGroups.set(slug, group);
  }
  return {
    categories: withDepth(tree),
    attributes: [...attributeGroups.values()],
    tags: tagRows,
    occasions: [...occasionGroups.values()],
  };
}
