import { firstPageState, prerenderedListingParams } from '@/lib/seo/prerendered-params';

// The listing above with a query string: proxy.ts rewrites `?…` to this segment
// (lib/catalog/listing-query.ts), so that each query is a page Next prerenders and keeps.
export { default, generateMetadata } from '../page';

export async function generateStaticParams() {
  const [first] = await prerenderedListingParams('category');
  return [{ slug: first!.slug, state: firstPageState }];
}
