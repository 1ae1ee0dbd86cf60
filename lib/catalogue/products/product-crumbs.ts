import type { Category, Crumb, ProductDetail } from './types';

function urlsBySlug(nodes: Category[], into = new Map<string, string | null>()) {
  for (const node of nodes) {
    into.set(node.slug, node.url);
    urlsBySlug(node.children, into);
  }
  return into;
}

/**
 * Home (named in the page's language), the product's categories (menu labels unlinked),
 * and the product itself.
 */
export function productCrumbs(product: ProductDetail, tree: Category[], home = 'Home'): Crumb[] {
  const urls = urlsBySlug(tree);
  return [
    { name: home, path: '/' },
    ...product.breadcrumbs.map((crumb) => ({
      name: crumb.name,
      path: urls.get(crumb.slug) ?? null,
    })),
    { name: product.name, path: `/product/${product.slug}` },
  ];
}
