import type { Crumb } from '@/lib/seo/json-ld';
import type { Category, ProductDetail } from './types';

function urlsBySlug(nodes: Category[], into = new Map<string, string | null>()) {
  for (const node of nodes) {
    into.set(node.slug, node.url);
    urlsBySlug(node.children, into);
  }
  return into;
}

/** Home, the product's categories (menu labels unlinked), and the product itself. */
export function productCrumbs(product: ProductDetail, tree: Category[]): Crumb[] {
  const urls = urlsBySlug(tree);
  return [
    { name: 'Home', path: '/' },
    ...product.breadcrumbs.map((crumb) => ({
      name: crumb.name,
      path: urls.get(crumb.slug) ?? null,
    })),
    { name: product.name, path: `/product/${product.slug}` },
  ];
}
