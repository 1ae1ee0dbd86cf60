import 'server-only';
import type { CategoryNode } from './load-categories';
import type { Category, FlatCategory } from './types';

const fields = (node: CategoryNode) => ({
  id: node.id,
  name: node.name,
  slug: node.slug,
  url: node.url,
  online_visible: node.onlineVisible,
});

export function toCategory(node: CategoryNode): Category {
  return { ...fields(node), children: node.children.map(toCategory) };
}

export function toFlatCategory(node: CategoryNode): FlatCategory {
  return { ...fields(node), parent: node.parentId };
}
