import 'server-only';
import { activeProductPaths, listingPaths } from '@/lib/catalogue';
import { listInfoPageSlugs } from '@/lib/content/pages/get-info-page';

/**
 * Next prerenders the params a dynamic route lists at build and renders any other on its
 * first request, then keeps it alike (docs/architecture.md, "Caching"). It needs one at
 * least: a store with none yet lists a slug no record can have, whose page is its 404.
 */
const atLeastOne = (slugs: string[]) =>
  (slugs.length > 0 ? slugs : ['-']).map((slug) => ({ slug }));

/** The first products by id: the rest are rendered when first asked for. */
export async function prerenderedProductParams() {
  const paths = await activeProductPaths(0, 24);
  return atLeastOne(paths.map((path) => path.path.slice('/product/'.length)));
}

export async function prerenderedInfoPageParams() {
  return atLeastOne((await listInfoPageSlugs()).map((page) => page.slug));
}

/** The listings of one kind (`/category/…` or `/occasion/…`) that the sitemap lists. */
export async function prerenderedListingParams(kind: 'category' | 'occasion') {
  const prefix = `/${kind}/`;
  const paths = await listingPaths();
  return atLeastOne(
    paths
      .filter(({ path }) => path.startsWith(prefix))
      .map(({ path }) => path.slice(prefix.length)),
  );
}
